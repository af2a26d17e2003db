// @ts-check
// `npm run dev -- <remote> --site <url>`: one remote from its dev server, inside a deployed site, in
// this browser only. Starts that remote's dev server alone, then prints (and opens) a link that sets a
// signed, short-lived dev override pass in the browser that opens it (`gateway/serve/delivery/devOverride.mjs`).
// The site must run with DEV_OVERRIDES=on and allow the dev server's origin (loopback by default).
// For a site on this machine the pass is signed here with its preview secret (as `npm run
// preview-link`); for another site it is asked of that site's release API with `RELEASE_TOKEN`.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { currentActor, previewSecret, signDevOverride } from '@site/gateway';
import { devPorts } from '@site/shared/tooling/devPorts.mjs';
import { remoteNames, routes } from '@site/shared/remotes';
import { remoteSite } from './release/remoteSite.mjs';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** @param {string} url */
export const isLocalSite = (url) => LOOPBACK.includes(new URL(url).hostname);

/** Where a remote's link lands: its first page without parameters (`/blog` for mfe-blog). @param {string} remote */
export const landingOf = (remote) => routes.find((route) => route.remote === remote && !route.path.includes(':'))?.path ?? '/';

/**
 * The arguments of `npm run dev -- <remote> --site <url> [--port N] [--hours N] [--no-open]`.
 * @param {string[]} argv
 */
export function parseDevRemoteArgs(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { site: { type: 'string' }, port: { type: 'string' }, hours: { type: 'string' }, 'no-open': { type: 'boolean' } },
  });
  const remote = remoteNames.find((name) => name === positionals[0]);
  if (!remote || positionals.length !== 1) throw new Error(`Usage: npm run dev -- <remote> --site <url> [--port N] [--hours N] [--no-open]; remotes: ${remoteNames.join(', ')}.`);
  const site = values.site ?? `http://localhost:${process.env.PORT ?? 8080}`;
  try {
    new URL(site);
  } catch {
    throw new Error(`--site must be the site's address, such as http://localhost:8080 (got "${site}").`);
  }
  const port = Number(values.port ?? process.env.DEV_REMOTE_PORT ?? devPorts[remote]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number (got "${values.port}").`);
  const hours = Number(values.hours ?? 4);
  if (!(hours > 0 && hours <= 12)) throw new Error(`--hours must be more than 0 and at most 12 (got ${values.hours}).`);
  return { remote, site: new URL(site).origin, port, hours, open: !values['no-open'] };
}

/**
 * The link that sets the override in the browser that opens it.
 * @param {{ remote: string, devUrl: string, site: string, hours: number, by?: string, secret?: string }} options
 * @returns {Promise<{ link: string, expires: string }>}
 */
export async function devOverrideLink({ remote, devUrl, site, hours, by = currentActor(), secret }) {
  const path = landingOf(remote);
  if (!isLocalSite(site) && secret === undefined) {
    // Another site signs its own pass with its own secret: its release API, with the team's token.
    const answer = await remoteSite(site).act('dev-override-link', { remote, url: devUrl, hours, path });
    return { link: answer.link, expires: answer.expires };
  }
  const now = Date.now();
  const ms = hours * 3600_000;
  const token = signDevOverride({ remote, url: devUrl, by, path, ms, now }, secret ?? previewSecret());
  return { link: `${new URL('/_preview/dev', site).href}?pass=${encodeURIComponent(token)}`, expires: new Date(now + ms).toISOString() };
}

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Opens a URL in the default browser; a machine without one just has the printed link. @param {string} url */
function openInBrowser(url) {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}

/** @param {string[]} argv */
export async function devRemote(argv) {
  const { remote, site, port, hours, open } = parseDevRemoteArgs(argv);
  // The address the dev server listens on (createAppConfig.mjs), which its hot-update socket names too.
  const devUrl = `http://127.0.0.1:${port}`;
  // That remote's dev server alone, on its port (`rspack serve --port`), built to run inside the
  // deployed shell (`DEV_INSIDE_SITE`, createAppConfig.mjs): React's production build, as the shell
  // has; each edit is applied in place and the shell renders the remote's pages again, no reload.
  // The site (`DEV_SITE_ORIGIN`) may load its code across sites (`shared/tooling/devServerAccess.mjs`).
  const server = spawn('npm', ['run', 'dev', '-w', remote, '--', '--port', String(port)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', DEV_INSIDE_SITE: '1', DEV_SITE_ORIGIN: site } });
  const stop = () => server.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  server.once('exit', (code) => process.exit(code ?? 0));
  while (!(await answers(`${devUrl}/mf-manifest.json`))) {
    if (server.exitCode !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { link, expires } = await devOverrideLink({ remote, devUrl, site, hours });
  console.log(`\n${remote} from ${devUrl} inside ${site}, in the browser that opens this link only, until ${expires}:\n\n  ${link}\n`);
  console.log(`(The site must run with DEV_OVERRIDES=on and allow ${devUrl}; otherwise the link shows the live site. Exit: ${site}/_preview/exit.)`);
  if (open) openInBrowser(link);
}
