import { expect, test } from '../support/test';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseCommand } from '../support/releaseCommand';
import { copyTestStore } from '../support/siteVariant';
import { startTestGateway } from '../support/testGateway';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const blogCopy = path.join(repoRoot, 'mfe-blog/src/content/defaults.ts');
const original = "title: 'Insights & Articles',";
const changed = "title: 'Insights & Articles: Release Two',";

/** Runs a release manager's command against the given deploy store. */
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

test('a release manager releases mfe-blog twice, rolls back one remote, rolls forward, and an unknown version changes nothing', async ({ page }) => {
  test.setTimeout(180_000);
  // A copy of the test site's deploy store, served by its own front door: the other tests keep theirs.
  const store = copyTestStore('release-e2e');
  const site = await startTestGateway({ storeDir: store });
  const source = readFileSync(blogCopy, 'utf8');
  expect(source).toContain(original);

  try {
    const first = npmRun(store, 'release', '--', 'mfe-blog');
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

    const pointerBytes = readFileSync(path.join(store, 'remotes.json'));
    const unknown = npmRun(store, 'rollback', '--', 'mfe-blog', '0.0.0+unknown', '--reason', 'test');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('mfe-blog 0.0.0+unknown was never published');
    expect(readFileSync(path.join(store, 'remotes.json'))).toEqual(pointerBytes);

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

    // A version that imports a component the shell's kit no longer has (released before the kit
    // dropped Modal for the native Dialog) is refused with the missing export named.
    const oldKit = path.join(store, 'mfe-blog', '9.9.8+old-kit');
    cpSync(path.join(store, 'mfe-blog', v1), oldKit, { recursive: true });
    const kits = JSON.parse(readFileSync(path.join(oldKit, 'kits.json'), 'utf8'));
    expect(kits.imports['@mantine/core']).toContain('Button');
    kits.imports['@mantine/core'].push('Modal');
    writeFileSync(path.join(oldKit, 'kits.json'), JSON.stringify(kits));
    const kitRefused = npmRun(store, 'rollback', '--', 'mfe-blog', '9.9.8+old-kit', '--reason', 'before the dialog change');
    expect(kitRefused.code).toBe(1);
    expect(kitRefused.out).toContain("the shell's kits lack @mantine/core: Modal");
    expect(readFileSync(path.join(store, 'remotes.json'))).toEqual(pointerBytes);

    const report = npmRun(store, 'remotes');
    expect(report.code, report.out).toBe(0);
    expect(report.out).toContain("✖ 9.9.8+old-kit: the shell's kits provide what it imports: the shell's kits lack @mantine/core: Modal");
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
    spawnSync('npm', ['run', 'build', '-w', 'mfe-blog'], { cwd: repoRoot, stdio: 'ignore' });
  }
});
