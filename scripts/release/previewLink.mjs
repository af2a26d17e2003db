// @ts-check
// `npm run preview-link -- <remote> <version> [<remote> <version>…] [--hours 24] [--path /blog]`: a
// signed, expiring link that shows this browser those versions in the real site, every other remote live.
// `npm run preview-link -- --env staging`: the same for the whole staging set.
// `npm run preview-link -- --drafts [/path]`: an editor's draft preview of the content (the live
// versions, the content's drafts read with the servers' token), opening at that path.
// With `--to https://site.example`: the link is made by that gateway (over HTTP with `RELEASE_TOKEN`,
// for remote versions only), which checks and records it as its own.
import { previewSecret, publishedVersions, signPreviewPass, sitePath } from '@site/gateway';
import { fail, openReleaseStore, parseReleaseArgs, requireRemote, storeDir } from './releaseCli.mjs';
import { remoteSite } from './remoteSite.mjs';

const argv = process.argv.slice(2);
const drafts = argv.includes('--drafts');
const { positionals: given, hours = 24, path: pathOption, environment, site } = parseReleaseArgs(argv.filter((arg) => arg !== '--drafts'));
// `--drafts /blog/x`: the path may come as the one positional after the flag.
const draftPath = drafts && given.length % 2 === 1 && given[given.length - 1].startsWith('/') ? given[given.length - 1] : undefined;
const positionals = draftPath ? given.slice(0, -1) : given;
const givenPath = pathOption ?? draftPath ?? '/';
const wholeSet = environment !== 'production' && positionals.length === 0;
if (!wholeSet && ((positionals.length === 0 && !drafts) || positionals.length % 2 !== 0)) {
  fail('Usage: npm run preview-link -- <remote> <version> [<remote> <version>…] [--hours N] [--path /page], -- --env staging, or -- --drafts [/page]');
}
if (!(hours > 0 && hours <= 24 * 14)) fail(`--hours must be more than 0 and at most 336 (two weeks); got ${hours}.`);
const path = sitePath(givenPath);
if (!path) fail(`--path must be a path on this site, such as /blog; ${JSON.stringify(givenPath)} would open another site or is not a path.`);

if (site) {
  if (drafts || wholeSet) fail('Over HTTP a preview link is of named remote versions: npm run preview-link -- <remote> <version> --to <site>.');
  /** @type {Record<string, string>} */
  const asked = {};
  for (let i = 0; i < positionals.length; i += 2) asked[requireRemote(positionals[i])] = positionals[i + 1];
  try {
    const { link, expires } = await remoteSite(site).act('preview-link', { remotes: asked, hours, path });
    console.log(link);
    console.error(`Valid until ${expires}; it shows ${Object.entries(asked).map(([r, v]) => `${r} ${v}`).join(', ')} to whoever opens it, in that browser only.`);
    process.exit(0);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** @type {Record<string, string>} */
const remotes = {};
if (wholeSet) {
  const store = await openReleaseStore();
  const pointer = await store.readPointer(environment);
  await store.close();
  for (const [remote, release] of Object.entries(pointer.releases)) remotes[remote] = release.live;
  if (Object.keys(remotes).length === 0) fail(`Nothing is live in ${environment} yet: npm run release -- <remote> --env ${environment}.`);
}
for (let i = 0; i < positionals.length; i += 2) {
  const remote = requireRemote(positionals[i]);
  const version = positionals[i + 1];
  const published = publishedVersions(storeDir, remote);
  if (!published.includes(version)) fail(`${remote} ${version} was never published. Published versions: ${published.join(', ') || 'none'}.`);
  remotes[remote] = version;
}

let secret;
try {
  secret = previewSecret();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const exp = Date.now() + hours * 3600_000;
const token = signPreviewPass({ remotes, ...(drafts ? { drafts: true } : {}), path, exp }, secret);
const thisSite = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
console.log(`${new URL('/_preview', thisSite).href}?pass=${encodeURIComponent(token)}`);
const shows = [...(drafts ? ['the content\'s drafts'] : []), ...Object.entries(remotes).map(([r, v]) => `${r} ${v}`)].join(', ');
console.error(`Valid until ${new Date(exp).toISOString()}; it shows ${shows} to whoever opens it, in that browser only.`);
