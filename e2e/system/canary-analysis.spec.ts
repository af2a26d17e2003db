import { appendFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ANALYSIS_ACTOR, canaryAnalyses, readAudit, readPointer } from '@site/gateway';
import { publishBlogVariant } from '../support/badReleases';
import { TRIAL_BUCKETS, visitBlog } from '../../scripts/bench/canaryTrial.mjs';
import { releaseCommand } from '../support/releaseCommand';
import { copyTestStore } from '../support/siteVariant';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test } from '../support/test';

/**
 * A canary judged on what only its visitors' browsers see: a candidate whose page paints later, with
 * no error anywhere, is aborted on the LCP check. (The zoo of bad releases, judged with the
 * defaults, is bad-releases.spec.ts.) The canary starts through `npm run canary`.
 */

/**
 * The blog list's own styles in `version` with `rule` added (its precompressed copies dropped, so the
 * gateway sends this text): a change visitors see and no script notices.
 */
function addBlogListStyle(store: string, version: string, rule: string) {
  const folder = path.join(store, 'mfe-blog', version);
  const file = readdirSync(folder).find((name) => /^BlogListPage\.[\w]+\.css$/.test(name));
  expect(file, 'the blog list has a stylesheet of its own').toBeTruthy();
  appendFileSync(path.join(folder, file!), rule);
  for (const suffix of ['.br', '.gz']) rmSync(path.join(folder, `${file}${suffix}`), { force: true });
}

/**
 * `aborted` once mfe-blog's canary is gone; until then what its last analysis said (what a failed
 * wait shows).
 */
function blogCanaryState(store: string) {
  const canary = readPointer(store).canaries?.['mfe-blog'];
  if (!canary) return 'aborted';
  const last = canaryAnalyses(store, 'mfe-blog', canary.since).at(-1);
  return last ? `${last.status}: ${last.checks.map((check) => check.detail).join('; ')}` : 'not analysed yet';
}

test.describe('a canary analysed on what its visitors see', () => {
  let site: TestGateway | undefined;
  test.afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  test('a candidate whose page paints later, with no error anywhere, is aborted on the LCP check', async ({ browser }) => {
    test.setTimeout(240_000);
    const store = copyTestStore('canary-slow');
    const liveBlog = readPointer(store).releases['mfe-blog'].live;
    // The page's main content is kept from painting for its first 4 s: its largest paint comes then.
    const slow = publishBlogVariant(store, 'paints-late', {});
    addBlogListStyle(store, slow, 'main{animation:e2e-paints-late 0s 4s both}@keyframes e2e-paints-late{from{visibility:hidden}to{visibility:visible}}');
    expect(releaseCommand(store, 'release-manager', ['canary', '--', 'mfe-blog', slow, '--percent', '50', '--reason', 'e2e: slower paint']).code).toBe(0);

    // LCP is judged with its defaults: ten visitors a side, ten against ten all later is an
    // always-valid p of 0.006; the other checks wait for samples. Each tab its own address.
    site = await startTestGateway({ storeDir: store, trustedProxies: ['127.0.0.1'], field: { checkMs: 300, flushMs: 200 } });
    const closing = [];
    // Eleven visitors a side for a judgement on ten: a tab's last beacon, sent as it is left, is now
    // and then lost on a loaded machine (as in the field), and the check must not wait for it forever.
    for (let i = 0; i < 11; i += 1) {
      closing.push(await visitBlog(browser, site.url, TRIAL_BUCKETS.stable, { click: false }));
      closing.push(await visitBlog(browser, site.url, TRIAL_BUCKETS.candidate, { click: false }));
    }
    await expect.poll(() => blogCanaryState(store), { timeout: 60_000 }).toBe('aborted');
    await Promise.all(closing.map((close) => close()));
    const abort = readAudit(store, 'mfe-blog').find((entry) => entry.action === 'abort');
    expect(abort).toMatchObject({ actor: ANALYSIS_ACTOR, result: 'switched', from: slow, to: liveBlog });
    expect(abort?.reason).toMatch(/^failed 2 intervals in a row: LCP: slower: candidate median \d+ ms \(1[01] visitors\) vs stable median \d+ ms \(1[01] visitors\)/);
    expect(abort?.reason).toMatch(/browser errors: (passed|not enough visitors yet)/);
  });
});
