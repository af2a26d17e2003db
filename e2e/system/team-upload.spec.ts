import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { Header } from 'tar';
import { bucketAtPoint, packFolder } from '@site/gateway';
import { candidateBuild, liveHeading, visitorBlogHeading } from '../support/candidateVersion';
import { BLOG_LIST_PAGE, withBlogHeading } from '../support/hotEdit';
import { copyTestStore } from '../support/siteVariant';
import { waitForHydration } from '../support/test';
import { startTestGateway, type TestGateway } from '../support/testGateway';

// A team ships its remote from elsewhere: in a checkout of its own, its pipeline builds a changed
// mfe-blog and uploads it with `npm run publish -- mfe-blog --to <site>` and a team token, then previews,
// canaries and promotes it with the release commands' `--to`, all on a gateway this file starts over a
// copy of the test store. Playwright's own `test`: pages are waited for by hand.

const repo = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/** The gate's health check renders the remote's pages on a loaded machine: a switch can take a while. */
const slow = { timeout: 90_000 };
/** The heading the team's change gives the blog's list page. */
const teamHeading = 'Insights & Articles: the blog team build';

/**
 * `npm run <script> -- …` in a checkout (this repository, the gateway's machine, unless `cwd`), as a
 * pipeline runs it: exit code, output, error output.
 */
async function command(script: string, args: string[], env: Record<string, string>, { cwd = repo, timeout = slow.timeout } = {}) {
  let result: { code: number; stdout: string; stderr: string };
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd, env: { ...process.env, ...env }, timeout, maxBuffer: 64 * 1024 * 1024 });
    result = { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    result = { code: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
  // Its output is the assertions' message when one fails; all of it with E2E_DEBUG=1.
  if (process.env.E2E_DEBUG) console.warn(`$ npm run ${script} -- ${args.join(' ')} (in ${cwd}) → ${result.code}\n${result.stdout}${result.stderr}`);
  return result;
}

/**
 * A team's CI checkout in `dir`: the committed tree alone (no builds, no `.deploy/`, no gateway state),
 * with this repository's installed packages instead of an `npm ci`. Not one link to node_modules: Node
 * follows links to their real path, so its workspace links (`@site/gateway`, `mfe-blog`, …) would lead
 * back here and the checkout's commands would build and name this repository's mfe-blog. So a folder of
 * links: each package to this repository's, each workspace link copied (they are relative: into the checkout).
 */
function checkout(dir: string) {
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo}`, dir]);
  const linkModules = (from: string, to: string) => {
    mkdirSync(to);
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (entry.isSymbolicLink()) symlinkSync(readlinkSync(path.join(from, entry.name)), path.join(to, entry.name));
      else if (entry.name.startsWith('@')) linkModules(path.join(from, entry.name), path.join(to, entry.name));
      else symlinkSync(path.join(from, entry.name), path.join(to, entry.name));
    }
  };
  linkModules(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
}

/** A tar.gz written entry by entry, as a hostile client could send it. */
function craft(entries: { path: string; type?: string; body?: string; linkpath?: string }[]) {
  const blocks: Buffer[] = [];
  for (const { path: entryPath, type = 'File', body = '', linkpath } of entries) {
    const data = Buffer.from(body);
    const header = new Header({ path: entryPath, type: type as never, size: type === 'File' ? data.length : 0, mode: 0o644, mtime: new Date(0), linkpath });
    header.encode();
    blocks.push(header.block as Buffer);
    if (type === 'File' && data.length) blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const audit = (store: string) =>
  readFileSync(path.join(store, 'audit.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { actor: string; action: string; remote: string; to: string; result: string; detail?: string });

test.describe('a team ships its remote with a scoped token', () => {
  test.describe.configure({ mode: 'serial' });
  let store: string;
  let site: TestGateway;
  let build: string;
  let team: string;
  let token: string;
  let env: Record<string, string>;
  /** The version the team's pipeline publishes (the first test), named by the checkout's commit. */
  let published: string;
  const version = '9.0.0+team001';

  test.beforeAll(async () => {
    store = copyTestStore('team-upload-e2e');
    build = path.join(mkdtempSync(path.join(tmpdir(), 'team-build-')), 'dist');
    candidateBuild(store, build);
    team = path.join(mkdtempSync(path.join(tmpdir(), 'team-checkout-')), 'site');
    checkout(team);
    // As a release manager makes it on the gateway's machine; the team's pipeline only gets the token.
    const made = await command('tokens', ['create', 'blog-team', '--remotes', 'mfe-blog'], { DEPLOY_STORE: store, RELEASE_ACTOR: 'asha' });
    expect(made.code, made.stderr).toBe(0);
    token = made.stdout.trim();
    // No release-page accounts: the page is off for browsers, the API open to tokens.
    site = await startTestGateway({ storeDir: store, releasePage: null });
    env = { RELEASE_TOKEN: token };
  });
  test.afterAll(async () => {
    await site?.close();
    if (team) rmSync(path.dirname(team), { recursive: true, force: true });
  });

  const upload = (remote: string, name: string, body: Buffer, bearer = token) =>
    fetch(`${site.url}/_releases/api/remotes/${remote}/versions?version=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(body),
    });

  test("a team's checkout publishes its change to mfe-blog, previews, canaries and promotes it, every step under the token name", async ({ browser }) => {
    // A build of mfe-blog in the checkout, then the gate's renders of each switch, on a loaded machine.
    test.setTimeout(360_000);
    const page = path.join(team, 'mfe-blog', BLOG_LIST_PAGE);
    writeFileSync(page, withBlogHeading(readFileSync(page, 'utf8'), teamHeading));
    // Committed, as a pipeline builds a commit: the version is mfe-blog's package version and that commit.
    const git = (...args: string[]) => execFileSync('git', args, { cwd: team, encoding: 'utf8' }).trim();
    git('-c', 'user.name=Blog team', '-c', 'user.email=blog-team@example.invalid', '-c', 'commit.gpgsign=false', 'commit', '--quiet', '--all', '--message', 'Blog: a new list heading');
    published = `${JSON.parse(readFileSync(path.join(team, 'mfe-blog/package.json'), 'utf8')).version}+${git('rev-parse', '--short=7', 'HEAD')}`;

    const publish = await command('publish', ['mfe-blog', '--to', site.url], env, { cwd: team, timeout: 240_000 });
    expect(publish.code, `${publish.stdout}\n${publish.stderr}`).toBe(0);
    expect(publish.stdout).toContain(`Published mfe-blog ${published} (`);
    // How its pages compare with live's, shown as \`npm run publish\` shows it on a release manager's machine.
    expect(publish.stdout).toMatch(/pre-flight of .* against live .*: \d+ pages compared, 0 worse than live/);
    expect(existsSync(path.join(store, 'mfe-blog', published, 'mf-manifest.json'))).toBe(true);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 10) })).toBe(liveHeading);

    // A preview link, made by the gateway: this browser sees the upload, a visitor does not.
    const link = await command('preview-link', ['mfe-blog', published, '--path', '/blog', '--hours', '1', '--to', site.url], env, { cwd: team });
    expect(link.code, link.stderr).toBe(0);
    const pass = new URL(link.stdout.trim());
    const context = await browser.newContext();
    const preview = await context.newPage();
    await preview.goto(`${site.url}${pass.pathname}${pass.search}`);
    await waitForHydration(preview);
    expect(new URL(preview.url()).pathname).toBe('/blog');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(teamHeading);
    await context.close();
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 10) })).toBe(liveHeading);

    const canary = await command('canary', ['mfe-blog', published, '--percent', '50', '--reason', 'new heading', '--to', site.url], env, { cwd: team });
    expect(canary.code, canary.stderr).toBe(0);
    expect(canary.stdout).toContain(`canary ${published} for 50 %`);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 10) })).toBe(teamHeading);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 75) })).toBe(liveHeading);

    const promote = await command('promote', ['mfe-blog', '--to', site.url], env, { cwd: team });
    expect(promote.code, promote.stderr).toBe(0);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 75) })).toBe(teamHeading);

    const steps = audit(store).filter((entry) => entry.actor === 'token:blog-team' && entry.to === published);
    expect(steps.map((entry) => `${entry.action} ${entry.result}`)).toEqual(['publish published', 'preview previewed', 'canary switched', 'promote switched']);
    const listed = await command('tokens', ['list'], { DEPLOY_STORE: store });
    expect(listed.stdout).toMatch(/blog-team {2}mfe-blog {2}made .* by asha, last used 20\d\d-/);
  });

  test("the same token is refused on mfe-forms (403, recorded) and nothing of it is stored", async () => {
    const refused = await upload('mfe-forms', version, await packFolder(build));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toContain('token:blog-team may act on mfe-blog only, not mfe-forms');
    const forms = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8')).releases['mfe-forms'].live;
    const canary = await command('canary', ['mfe-forms', forms, '--percent', '10', '--to', site.url], env);
    expect(canary.code).toBe(1);
    expect(canary.stderr).toContain('answered 403');
    expect(existsSync(path.join(store, 'mfe-forms', version))).toBe(false);
    const refusals = audit(store).filter((entry) => entry.remote === 'mfe-forms' && entry.actor === 'token:blog-team');
    expect(refusals.map((entry) => `${entry.action} ${entry.result}`)).toEqual(['publish refused', 'canary refused']);
  });

  test('crafted archives and an existing version are refused with the reason, nothing stored', async () => {
    const manifest = readFileSync(path.join(build, 'mf-manifest.json'), 'utf8');
    const cases: [string, Buffer, number, RegExp][] = [
      ['9.0.1+traversal', craft([{ path: 'mf-manifest.json', body: manifest }, { path: '../escaped.js', body: 'x' }]), 400, /outside its folder/],
      ['9.0.1+absolute', craft([{ path: 'mf-manifest.json', body: manifest }, { path: '/tmp/team-upload-escaped.js', body: 'x' }]), 400, /absolute path/],
      ['9.0.1+link', craft([{ path: 'mf-manifest.json', body: manifest }, { path: 'remoteEntry.js', type: 'SymbolicLink', linkpath: '/etc/passwd' }]), 400, /symbolic link/],
      ['9.0.1+nomanifest', craft([{ path: 'remoteEntry.js', body: 'x' }]), 422, /lacks mf-manifest\.json/],
      [published, await packFolder(build), 409, /immutable/],
    ];
    for (const [name, body, status, reason] of cases) {
      const answer = await upload('mfe-blog', name, body);
      expect(answer.status, name).toBe(status);
      expect((await answer.json()).error).toMatch(reason);
      if (name !== published) expect(existsSync(path.join(store, 'mfe-blog', name))).toBe(false);
    }
    expect(existsSync(path.join(store, 'mfe-blog', 'escaped.js'))).toBe(false);
    expect(existsSync('/tmp/team-upload-escaped.js')).toBe(false);
    // A wrong token opens nothing.
    expect((await upload('mfe-blog', '9.0.2+x', await packFolder(build), `${token.slice(0, -3)}abc`)).status).toBe(401);
  });
});
