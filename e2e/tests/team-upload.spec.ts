import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { Header } from 'tar';
import { packFolder } from '@site/gateway';
import { candidateBuild, candidateHeading, liveHeading, visitorBlogHeading } from '../support/candidateVersion';
import { copyTestStore, startSiteVariant, type SiteVariant } from '../support/siteVariant';

// A team ships its remote from elsewhere: a build of mfe-blog uploaded over HTTP with a team token,
// then previewed, canaried and promoted with the release commands' `--to`, all on a gateway this file
// starts over a copy of the test store. Playwright's own `test`: pages are waited for by hand.

const repo = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/** The gate's health check renders the remote's pages on a loaded machine: a switch can take a while. */
const slow = { timeout: 90_000 };

/** A release command (`scripts/release/<file>`) as a team's pipeline runs it: exit code, output, error output. */
async function command(file: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(repo, 'scripts/release', file), ...args], { cwd: repo, env: { ...process.env, ...env }, timeout: slow.timeout });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
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
  let site: SiteVariant;
  let build: string;
  let token: string;
  let env: Record<string, string>;
  const version = '9.0.0+team001';

  test.beforeAll(async () => {
    store = copyTestStore('team-upload-e2e');
    build = path.join(mkdtempSync(path.join(tmpdir(), 'team-build-')), 'dist');
    candidateBuild(store, build);
    // As a release manager makes it on the gateway's machine; the team's pipeline only gets the token.
    const made = await command('tokens.mjs', ['create', 'blog-team', '--remotes', 'mfe-blog'], { DEPLOY_STORE: store, RELEASE_ACTOR: 'asha' });
    expect(made.code, made.stderr).toBe(0);
    token = made.stdout.trim();
    // No release-page accounts: the page is off for browsers, the API open to tokens.
    site = await startSiteVariant({}, store, {}, { releasePage: null });
    env = { RELEASE_TOKEN: token };
  });
  test.afterAll(async () => site?.close());

  const upload = (remote: string, name: string, body: Buffer, bearer = token) =>
    fetch(`${site.url}/_releases/api/remotes/${remote}/versions?version=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(body),
    });

  test('uploads a build, previews it, canaries it and promotes it, every step under the token name', async ({ browser }) => {
    test.setTimeout(240_000);
    const uploaded = await upload('mfe-blog', version, await packFolder(build));
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    expect(existsSync(path.join(store, 'mfe-blog', version, 'mf-manifest.json'))).toBe(true);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: '10' })).toBe(liveHeading);

    // A preview link, made by the gateway: this browser sees the upload, a visitor does not.
    const link = await command('previewLink.mjs', ['mfe-blog', version, '--path', '/blog', '--hours', '1', '--to', site.url], env);
    expect(link.code, link.stderr).toBe(0);
    const pass = new URL(link.stdout.trim());
    const context = await browser.newContext();
    const preview = await context.newPage();
    await preview.goto(`${site.url}${pass.pathname}${pass.search}`);
    await preview.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    expect(new URL(preview.url()).pathname).toBe('/blog');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(candidateHeading);
    await context.close();
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: '10' })).toBe(liveHeading);

    const canary = await command('canary.mjs', ['mfe-blog', version, '--percent', '50', '--reason', 'new heading', '--to', site.url], env);
    expect(canary.code, canary.stderr).toBe(0);
    expect(canary.stdout).toContain(`canary ${version} for 50 %`);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: '10' })).toBe(candidateHeading);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: '75' })).toBe(liveHeading);

    const promote = await command('promote.mjs', ['mfe-blog', '--to', site.url], env);
    expect(promote.code, promote.stderr).toBe(0);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: '75' })).toBe(candidateHeading);

    const steps = audit(store).filter((entry) => entry.actor === 'token:blog-team' && entry.to === version);
    expect(steps.map((entry) => `${entry.action} ${entry.result}`)).toEqual(['publish published', 'preview previewed', 'canary switched', 'promote switched']);
    const listed = await command('tokens.mjs', ['list'], { DEPLOY_STORE: store });
    expect(listed.stdout).toMatch(/blog-team {2}mfe-blog {2}made .* by asha, last used 20\d\d-/);
  });

  test("the same token is refused on mfe-forms (403, recorded) and nothing of it is stored", async () => {
    const refused = await upload('mfe-forms', version, await packFolder(build));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toContain('token:blog-team may act on mfe-blog only, not mfe-forms');
    const forms = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8')).releases['mfe-forms'].live;
    const canary = await command('canary.mjs', ['mfe-forms', forms, '--percent', '10', '--to', site.url], env);
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
      [version, await packFolder(build), 409, /immutable/],
    ];
    for (const [name, body, status, reason] of cases) {
      const answer = await upload('mfe-blog', name, body);
      expect(answer.status, name).toBe(status);
      expect((await answer.json()).error).toMatch(reason);
      if (name !== version) expect(existsSync(path.join(store, 'mfe-blog', name))).toBe(false);
    }
    expect(existsSync(path.join(store, 'mfe-blog', 'escaped.js'))).toBe(false);
    expect(existsSync('/tmp/team-upload-escaped.js')).toBe(false);
    // A wrong token opens nothing.
    expect((await upload('mfe-blog', '9.0.2+x', await packFolder(build), `${token.slice(0, -3)}abc`)).status).toBe(401);
  });
});
