import { expect, test } from '../support/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseCommand } from '../support/releaseCommand';
import { copyTestStore } from '../support/siteVariant';
import { startTestGateway } from '../support/testGateway';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const blogCopy = path.join(repoRoot, 'mfe-blog/src/content/defaults.ts');
const blogDist = path.join(repoRoot, 'mfe-blog/dist');
const original = "title: 'Insights & Articles',";
const changed = "title: 'Insights & Articles: Release Two',";

/** Runs a release manager's command against the given deploy store (`viaNpm`: through `npm run` itself, once). */
function npmRun(store: string, ...args: string[]) {
  return releaseCommand(store, 'Dana (release manager)', args);
}

/** A fingerprint of every file below a folder. */
function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const liveVersion = (out: string) => out.match(/→ (\S+) is live/)?.[1];

test('a release manager releases mfe-blog twice, rolls back one remote, rolls forward, and a broken version changes nothing', async ({ page }) => {
  test.setTimeout(180_000);
  // A copy of the test site's deploy store, served by its own front door: the other tests keep theirs.
  const store = copyTestStore('release-e2e');
  const site = await startTestGateway({ storeDir: store });
  const source = readFileSync(blogCopy, 'utf8');
  expect(source).toContain(original);
  // The build of the committed source, put back afterwards rather than built a third time.
  const builtAside = path.join(mkdtempSync(path.join(tmpdir(), 'mfe-blog-dist-')), 'dist');
  cpSync(blogDist, builtAside, { recursive: true });

  try {
    // As a release manager types it, once: `npm run release -- mfe-blog`.
    const first = releaseCommand(store, 'Dana (release manager)', ['release', '--', 'mfe-blog'], {}, { viaNpm: true });
    expect(first.code, first.out).toBe(0);
    const v1 = liveVersion(first.out)!;

    writeFileSync(blogCopy, source.replace(original, changed));
    const second = npmRun(store, 'release', '--', 'mfe-blog');
    writeFileSync(blogCopy, source);
    expect(second.code, second.out).toBe(0);
    const v2 = liveVersion(second.out)!;
    expect(v2).not.toBe(v1);

    const others = ['mfe-marketing', 'mfe-services', 'mfe-forms', 'mfe-chat'];
    const fingerprint = () => ({
      remotes: Object.fromEntries(others.map((remote) => [remote, hashTree(path.join(store, remote))])),
      pointer: Object.fromEntries(others.map((remote) => [remote, JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8')).remotes[remote]])),
      shell: hashTree(path.join(repoRoot, 'shell/dist')),
    });
    const before = fingerprint();

    await page.goto(`${site.url}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights & Articles: Release Two' })).toBeVisible();

    const noReason = npmRun(store, 'rollback', '--', 'mfe-blog');
    expect(noReason.code).toBe(1);
    expect(noReason.out).toContain('A rollback needs a reason for the audit log');

    const rollback = npmRun(store, 'rollback', '--', 'mfe-blog', '--reason', 'heading typo');
    expect(rollback.code, rollback.out).toBe(0);
    expect(liveVersion(rollback.out)).toBe(v1);
    await page.goto(`${site.url}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights & Articles', exact: true })).toBeVisible();
    expect(fingerprint()).toEqual(before);

    const forward = npmRun(store, 'rollback', '--', 'mfe-blog', v2, '--reason', 'typo was intended');
    expect(forward.code, forward.out).toBe(0);
    await page.goto(`${site.url}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights & Articles: Release Two' })).toBeVisible();

    // The gate's other refusals (a version never published, a kit export gone) are gate.test.mjs's.
    const pointerBytes = readFileSync(path.join(store, 'remotes.json'));

    // A version whose server renderer throws is refused by the gate, and the pointer stays as it was.
    const broken = path.join(store, 'mfe-blog', '9.9.9+broken');
    cpSync(path.join(store, 'mfe-blog', v1), broken, { recursive: true });
    writeFileSync(
      path.join(broken, 'server/index.js'),
      `const page = () => { throw new Error('broken build'); };
       module.exports = { pages: { BlogListPage: page, ArticlePage: page, ResourcesPage: page, PoliciesPage: page, TermsPage: page } };`,
    );
    const refused = npmRun(store, 'rollback', '--', 'mfe-blog', '9.9.9+broken', '--reason', 'try the broken one');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('mfe-blog 9.9.9+broken failed its health check, so it was not made live');
    expect(refused.out).toContain('threw: broken build');
    expect(readFileSync(path.join(store, 'remotes.json'))).toEqual(pointerBytes);

    const report = npmRun(store, 'remotes');
    expect(report.code, report.out).toBe(0);
    expect(report.out).toContain("  ✔ the shell's kits provide what it imports: ok");
    expect(report.out).toContain(`live:      ${v2}`);
    expect(report.out).toContain(v1);

    // Every switch and every refusal is in the audit log, with who, why, from and to.
    const history = npmRun(store, 'remotes', '--', '--history', 'mfe-blog');
    expect(history.code, history.out).toBe(0);
    expect(history.out).toContain(`Dana (release manager)  rollback  ${v2} → ${v1}  health passed, switched — "heading typo"`);
    expect(history.out).toContain(`rollback  ${v1} → ${v2}  health passed, switched — "typo was intended"`);
    expect(history.out).toMatch(/rollback {2}\S+ → 9\.9\.9\+broken {2}health failed, refused — "try the broken one" \(server renderer renders every route: \/blog threw: broken build\)/);
  } finally {
    writeFileSync(blogCopy, source);
    await site.close();
    // Leave mfe-blog/dist built from the committed source again.
    rmSync(blogDist, { recursive: true, force: true });
    cpSync(builtAside, blogDist, { recursive: true });
  }
});
