import { ANALYSIS_ACTOR, canaryAnalyses, readAudit, readPointer } from '@site/gateway';
import { blogPages, crawlBothSides, runTrial, type Verdict, visitBothSides } from '../../scripts/bench/canaryTrial.mjs';
import { badReleases } from '../support/badReleases';
import { testPorts } from '../support/ports';
import { releaseCommand } from '../support/releaseCommand';
import { copyTestStore } from '../support/siteVariant';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test } from '../support/test';
import type { Browser } from '@playwright/test';

/**
 * A zoo of bad releases of mfe-blog, each stopped with the default checks: the pre-flight refuses
 * those it can see before any visitor (`npm run canary`, as a release manager runs it); forced past
 * it, the canary's judge aborts each at its first step on the traffic the test makes; the healthy A/A
 * candidate steps through to promotion.
 */

const canary = (store: string, version: string, ...more: string[]) =>
  releaseCommand(store, 'release-manager', ['canary', '--', 'mfe-blog', version, '--steps', '5,25,50', '--interval', '1m', ...more]);

test.describe('the pre-flight: real pages before any visitor', () => {
  test('refuses each candidate that answers a page worse than live, with the table; lets the A/A through; --force goes past with its reason recorded', async () => {
    test.setTimeout(180_000);
    const store = copyTestStore('preflight');
    const live = readPointer(store).releases['mfe-blog'].live;
    // The articles the test site lists in its sitemap.
    const articles = (await blogPages(`http://127.0.0.1:${testPorts.site}`)).slice(1);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const [oneArticle] = articles;

    const expectations: Array<[string, string, RegExp]> = [
      ['every article fails on the server', badReleases.everyArticleFails(store), /render failed, left for the browser/],
      ['one article of a dozen fails', badReleases.oneArticleFails(store, oneArticle.split('/').pop()!), /render failed, left for the browser/],
      ['the article query is broken', badReleases.brokenArticleQuery(store), /status 503 where live answers 200; degraded: a content query failed; main text \d+ words, under 70 % of live's \d+/],
      ['each article renders 400 ms slower', badReleases.slowArticles(store), /render cost \d+ ms, over twice live's \d+ ms/],
    ];
    for (const [what, version, why] of expectations) {
      const refused = canary(store, version, '--reason', `e2e: ${what}`);
      expect(refused.code, `${what}: refused`).toBe(1);
      expect(refused.out).toMatch(what === 'one article of a dozen fails' ? /answers 1 page worse than live/ : /answers \d+ pages? worse than live/);
      expect(refused.out).toMatch(/page +\| live +\| candidate +\| why/);
      expect(refused.out).toMatch(why);
      if (what === 'one article of a dozen fails') expect(refused.out).toContain(`${oneArticle} `);
      expect(readPointer(store).canaries?.['mfe-blog'], `${what}: nothing changed`).toBeUndefined();
      const line = readAudit(store, 'mfe-blog').at(-1);
      expect(line).toMatchObject({ action: 'canary', to: version, result: 'refused', health: 'failed' });
      expect(line?.detail).toMatch(/^pre-flight of .* against live .*: \d+ pages compared, [1-9]\d* worse than live\npage +\| live/);
    }

    // The A/A candidate's pages are as good as live's: no table, the canary starts.
    const healthy = badReleases.healthy(store);
    const started = canary(store, healthy, '--reason', 'e2e: A/A');
    expect(started.out).toMatch(new RegExp(`pre-flight of ${healthy.replaceAll('.', '\\.').replaceAll('+', '\\+')} against live .*: \\d+ pages compared, 0 worse than live`));
    expect(started.code).toBe(0);
    expect(releaseCommand(store, 'release-manager', ['abort', '--', 'mfe-blog', '--reason', 'e2e: next']).code).toBe(0);

    // Forced past: the override needs a reason, and the audit line says it was forced and over what.
    const [, broken] = expectations[2];
    const unexplained = releaseCommand(store, 'release-manager', ['canary', '--', 'mfe-blog', broken, '--steps', '5,25,50', '--interval', '1m', '--force']);
    expect(unexplained.code).toBe(1);
    expect(unexplained.out).toContain('--force takes a check');
    const forced = canary(store, broken, '--force', '--reason', 'e2e: we know');
    expect(forced.code).toBe(0);
    expect(readPointer(store).canaries?.['mfe-blog']).toMatchObject({ version: broken, percent: 5 });
    const line = readAudit(store, 'mfe-blog').at(-1);
    expect(line).toMatchObject({ action: 'canary', from: live, to: broken, result: 'switched', reason: 'e2e: we know' });
    expect(line?.detail).toContain('pre-flight forced past by release-manager: pre-flight of');
  });
});

test.describe('in flight: forced past the pre-flight, the judge aborts each at its first step', () => {
  test.describe.configure({ mode: 'serial' });
  let store: string;
  let site: TestGateway;
  let pages: string[];
  test.beforeAll(async () => {
    store = copyTestStore('in-flight');
    // Every answer is a render, so a side has its renders' costs within one round of traffic (in
    // production they come from the cache's misses, over minutes). The judge looks when the test has
    // sent a round (`check()`), not on a timer: an interval is a round, whatever the machine's speed.
    site = await startTestGateway({ storeDir: store, renderLimits: { freshMs: 0, maxAgeMs: 0 }, field: { checkMs: 0 } });
    pages = await blogPages(site.url);
  });
  test.afterAll(async () => site?.close());

  type Watch = { check: () => Promise<Verdict[]> };
  const watch = () => (site.app as unknown as { fieldSignal: { watch: Watch } }).fieldSignal.watch;

  /** One interval: the round's traffic, then the judge's analysis of the canary once its interval has passed. */
  async function interval(traffic: () => Promise<void>): Promise<Verdict> {
    await traffic();
    let verdict: Verdict | undefined;
    await expect.poll(async () => (verdict = (await watch().check())[0]) !== undefined, { timeout: 30_000, intervals: [200] }).toBe(true);
    return verdict!;
  }

  /** Crawlers on both sides (the candidate's at 5 %, stable), each of the blog's pages `passes` times. */
  const crawl = (passes: number) => () => crawlBothSides({ origin: site.url, pages, passes });
  /** Visitors' tabs on both sides, `each` a side, their beacons in before the round ends. */
  const visitors = (browser: Browser, each: number, { click = false } = {}) => () => visitBothSides({ browser, origin: site.url, each, click });

  /**
   * `version` canaried with the defaults' steps, forced past the pre-flight; the rounds of `traffic`
   * until it is aborted: within 3 intervals, at its first step. Returns the abort's reason.
   */
  async function abortedWithin3(version: string, traffic: () => Promise<void>) {
    const started = canary(store, version, '--interval', '1s', '--force', '--reason', 'e2e: forced past the pre-flight');
    expect(started.code, started.out).toBe(0);
    const since = readPointer(store).canaries!['mfe-blog'].since;
    for (let round = 0; round < 3 && readPointer(store).canaries?.['mfe-blog']; round += 1) await interval(traffic);
    const analyses = canaryAnalyses(store, 'mfe-blog', since);
    expect(readPointer(store).canaries?.['mfe-blog'], analyses.map((row) => `${row.status}: ${row.checks.map((check) => check.detail).join('; ')}`).join('\n')).toBeUndefined();
    expect(analyses.length).toBeLessThanOrEqual(3);
    expect(analyses.map((row) => row.percent)).toEqual(analyses.map(() => 5));
    const abort = readAudit(store, 'mfe-blog').at(-1);
    expect(abort).toMatchObject({ action: 'abort', actor: ANALYSIS_ACTOR, result: 'switched', from: version });
    return abort!.reason!;
  }

  test('every article failing on the server: aborted on the critical render-failure check', async () => {
    test.setTimeout(120_000);
    expect(await abortedWithin3(badReleases.everyArticleFails(store), crawl(2))).toMatch(/^critical check failed: server render failures/);
  });

  test('the broken article query (503, built-in copy): aborted on a critical check', async () => {
    test.setTimeout(120_000);
    expect(await abortedWithin3(badReleases.brokenArticleQuery(store), crawl(2))).toMatch(/^critical check failed: (status|degraded answers): candidate .*: 90\.9 % \(20 of 22 answers\) vs stable .*: 0\.0 % \(0 of 22 answers\)/);
  });

  test('one page of a dozen failing: aborted on its route', async () => {
    test.setTimeout(180_000);
    const slug = pages[1].split('/').pop()!;
    expect(await abortedWithin3(badReleases.oneArticleFails(store, slug), crawl(5))).toMatch(/^critical check failed: server render failures.*\/blog\/:slug/);
  });

  test('a render twice as slow: aborted on the render cost, the stable renders beside it unharmed', async () => {
    test.setTimeout(180_000);
    const reason = await abortedWithin3(badReleases.slowArticles(store), crawl(2));
    expect(reason).toMatch(/^failed 2 intervals in a row: server render cost/);
    // Each side's own cost: the candidate's 400 ms more are its own, not charged to stable's renders beside it.
    const [, candidate, stable] = /server render cost: slower: candidate median (\d+) ms \(\d+\) vs stable median (\d+) ms/.exec(reason) ?? [];
    expect(Number(candidate)).toBeGreaterThanOrEqual(400);
    expect(Number(stable)).toBeLessThan(Number(candidate) - 300);
  });

  test('an error in the browser only: aborted on the browser errors', async ({ browser }) => {
    test.setTimeout(240_000);
    expect(await abortedWithin3(badReleases.clientOnlyError(store), visitors(browser, 12))).toMatch(/^failed 2 intervals in a row: browser errors/);
  });

  test('the healthy A/A candidate under the same traffic steps through 5, 25 and 50 % to promotion', async ({ browser }) => {
    test.setTimeout(240_000);
    const healthy = badReleases.healthy(store);
    const started = canary(store, healthy, '--interval', '1s', '--reason', 'e2e: A/A');
    expect(started.code, started.out).toBe(0);
    // The bad candidates' traffic, crawlers and visitors; then more visitors while a check waits for
    // its samples, none once every check has them: nothing fails on the way.
    const { verdict, verdicts } = await runTrial({
      nextVerdict: interval,
      first: async () => {
        await crawl(2)();
        await visitors(browser, 12, { click: true })();
      },
      more: visitors(browser, 4, { click: true }),
    });
    expect(verdicts.filter((each) => each.status === 'fail').map((each) => each.reason)).toEqual([]);
    expect(verdict.action).toBe('promote');
    expect(readPointer(store).releases['mfe-blog'].live).toBe(healthy);
    const lines = readAudit(store, 'mfe-blog').filter((entry) => entry.to === healthy && entry.result === 'switched');
    expect(lines.map((entry) => [entry.action, entry.actor, entry.detail?.split('\n')[0] ?? null])).toEqual([
      ['canary', 'release-manager', expect.stringContaining('5 % of visitors, then 25 %, 50 %')],
      ['step', ANALYSIS_ACTOR, 'from 5 % to 25 % of visitors'],
      ['step', ANALYSIS_ACTOR, 'from 25 % to 50 % of visitors'],
      ['promote', ANALYSIS_ACTOR, expect.stringMatching(/^pre-flight of .*: \d+ pages compared, 0 worse than live/)],
    ]);
  });
});

test.describe('time and errors from anywhere on the page (issue 58)', () => {
  test('a candidate slower only on awaited work is refused by the pre-flight, on its render time', async () => {
    test.setTimeout(180_000);
    const store = copyTestStore('awaits-longer');
    const version = badReleases.awaitsLonger(store);
    const refused = canary(store, version, '--reason', 'e2e: awaits 700 ms longer');
    expect(refused.code, refused.out).toBe(1);
    // With production's render budget (1 s), a 700 ms longer wait is slower or, on a loaded machine, over the budget.
    expect(refused.out).toMatch(/\/blog\/[\w-]+ +\|.*\| (render time \d+ ms, \d+ ms over live's \d+ ms|render over its budget)/);
    expect(readPointer(store).canaries?.['mfe-blog']).toBeUndefined();
  });

  test('a throw in a click handler is counted, against the candidate, by the judge', async ({ browser }) => {
    test.setTimeout(180_000);
    const store = copyTestStore('click-throws');
    const site = await startTestGateway({ storeDir: store, renderLimits: { freshMs: 0, maxAgeMs: 0 }, field: { checkMs: 0 } });
    try {
      const version = badReleases.clickThrows(store);
      // The server renders it as live does: the pre-flight lets it through, only browsers can see it.
      const started = canary(store, version, '--interval', '1s', '--reason', 'e2e: a click throws');
      expect(started.code, started.out).toBe(0);
      await visitBothSides({ browser, origin: site.url, each: 3, click: true });
      const watch = (site.app as unknown as { fieldSignal: { watch: { check: () => Promise<Verdict[]> } } }).fieldSignal.watch;
      let verdict: Verdict | undefined;
      const errors = () => verdict?.checks.find((check) => check.name === 'browser errors')?.detail ?? '';
      // The beacons leave as the tabs close: the judge looks again until all three candidate sessions are in.
      // (A look within the canary's interval of the last gives nothing: the last verdict stands.)
      await expect.poll(async () => ((verdict = (await watch.check())[0] ?? verdict), errors()), { timeout: 30_000, intervals: [200] }).toMatch(/candidate [^:]+: 100\.0 % \(3 of 3 sessions; script 100\.0 %\)/);
      expect(errors()).toMatch(/stable [^:]+: 0\.0 % \(0 of 3 sessions\)/);
    } finally {
      await site.close();
    }
  });
});
