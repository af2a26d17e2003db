import { readAudit, readPointer } from '@site/gateway';
import { badReleases } from '../support/badReleases';
import { testPorts } from '../support/ports';
import { releaseCommand } from '../support/releaseCommand';
import { copyTestStore } from '../support/siteVariant';
import { expect, test } from '../support/test';

/**
 * A zoo of bad releases of mfe-blog, each stopped with the default checks: the pre-flight refuses
 * those it can see before any visitor (`npm run canary`, as a release manager runs it); forced past
 * it, the canary's judge aborts each at its first step on the traffic the test makes; the healthy A/A
 * candidate steps through to promotion.
 */

/** The blog's articles the test site lists in its sitemap, as paths. */
async function articlePaths() {
  const sitemap = await (await fetch(`http://127.0.0.1:${testPorts.site}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]);
}

const canary = (store: string, version: string, ...more: string[]) =>
  releaseCommand(store, 'release-manager', ['canary', '--', 'mfe-blog', version, '--steps', '5,25,50', '--interval', '1m', ...more]);

test.describe('the pre-flight: real pages before any visitor', () => {
  test('refuses each candidate that answers a page worse than live, with the table; lets the A/A through; --force goes past with its reason recorded', async () => {
    test.setTimeout(180_000);
    const store = copyTestStore('preflight');
    const live = readPointer(store).releases['mfe-blog'].live;
    const articles = await articlePaths();
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
