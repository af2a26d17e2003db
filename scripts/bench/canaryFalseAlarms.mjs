// @ts-check
// The canary judge's false alarms, measured (`npm run bench -- --canary [--runs N]`): an A/A candidate
// (the live mfe-blog with one comment changed) canaried with steps 5, 25, 50 under the traffic the zoo
// of bad releases gets (e2e/system/bad-releases.spec.ts: crawlers and visitors on both sides, a round
// an interval), `runs` times, each on a fresh copy of the store and a gateway of its own with the
// default checks. A run ends refused by the pre-flight or aborted (false alarms), promoted, or stuck.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGateway, gatedSwitch, openFileStore, shellReactVersion } from '@site/gateway';
import { distDir } from '../paths.mjs';
import { blogPages, crawlBothSides, publishAaCandidate, runTrial, stepDue, visitBothSides } from './canaryTrial.mjs';

/**
 * @param {{ storeDir: string, siteConfig: ReturnType<typeof import('@site/shared/tooling/siteConfig.mjs').siteConfigFromEnv>, contentToken?: string, browser: import('@playwright/test').Browser, runs: number, log: (line: string) => void }} input
 * @returns {Promise<Array<{ run: number, outcome: 'refused' | 'promoted' | 'aborted' | 'stuck', detail: string }>>}
 */
export async function canaryFalseAlarms({ storeDir, siteConfig, contentToken, browser, runs, log }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-canary-'));
    const store = path.join(dir, 'store');
    // The versions and the pointer, not the site's field figures nor its locks.
    cpSync(storeDir, store, { recursive: true, filter: (source) => !path.basename(source).startsWith('field.sqlite') && !source.endsWith('.lock') });
    const releaseStore = openFileStore({ storeDir: store });
    // Every answer a render, so each side has its render costs within a round; the judge looks when
    // a round is sent, as in the zoo. Behind a proxy on the loopback: each crawl and tab says its own
    // address (`canaryTrial.mjs`), as the judge weighs visitors. No per-client allowance either.
    const gateway = await createGateway({
      trustedProxies: ['127.0.0.1'],
      shellDir: distDir('shell'),
      storeDir: store,
      store: releaseStore,
      siteConfig,
      contentToken,
      // The key of the field passes: a visitor's reports count for the side it was served.
      previewSecret: randomBytes(32).toString('base64url'),
      renderLimits: { freshMs: 0, maxAgeMs: 0, clientBurst: 100_000, clientPerSecond: 100_000 },
      field: { checkMs: 0, clientBurst: 100_000, clientPerSecond: 100_000, clientSessionsPerMinute: 100_000 },
      log: () => {},
    });
    try {
      await gateway.listen({ host: '127.0.0.1', port: 0 });
      const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (gateway.server.address()).port}`;
      const watch = /** @type {{ fieldSignal: { watch: { check: () => Promise<import('./canaryTrial.mjs').Verdict[]> } } }} */ (/** @type {unknown} */ (gateway)).fieldSignal.watch;
      const version = publishAaCandidate(store);
      try {
        await gatedSwitch({ storeDir: store, store: releaseStore, remote: 'mfe-blog', action: 'canary', version, steps: [5, 25, 50], intervalMs: 1000, reason: 'bench: A/A', hostReactVersion: shellReactVersion(), content: { siteConfig, token: contentToken } });
      } catch (error) {
        // The pre-flight's false alarm: the same build refused before any visitor.
        const detail = error instanceof Error ? error.message : String(error);
        log(`  A/A run ${run} of ${runs}: refused: ${detail}`);
        results.push({ run, outcome: /** @type {const} */ ('refused'), detail });
        continue;
      }
      const pages = await blogPages(origin);
      /** A round's traffic, then the judge's next analysis, once the interval has passed since the last. @param {() => Promise<void>} traffic */
      const nextVerdict = async (traffic) => {
        await traffic();
        await stepDue(async () => (await releaseStore.readPointer()).canaries?.['mfe-blog']);
        for (;;) {
          const [verdict] = await watch.check();
          if (verdict) return verdict;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      const { verdict: last } = await runTrial({
        nextVerdict,
        first: async () => {
          await crawlBothSides({ origin, pages, passes: 2 });
          await visitBothSides({ browser, origin, each: 12, click: true });
        },
        more: () => visitBothSides({ browser, origin, each: 4, click: true }),
      });
      const outcome = last?.action === 'promote' ? 'promoted' : last?.action === 'abort' ? 'aborted' : 'stuck';
      // What kept it from promotion: the checks that did not pass.
      const detail = outcome === 'promoted' ? '' : (last?.checks ?? []).filter((check) => check.status !== 'pass').map((check) => check.detail).join('; ');
      log(`  A/A run ${run} of ${runs}: ${outcome}${detail ? `: ${detail}` : ''}`);
      results.push({ run, outcome: /** @type {'promoted' | 'aborted' | 'stuck'} */ (outcome), detail });
    } finally {
      await gateway.close();
      await releaseStore.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

/**
 * The largest false-abort rate consistent with `aborted` of `runs` at 95 % (Clopper–Pearson's upper
 * bound; with none aborted it is 1 − 0.05^(1/runs)), found by bisection on the binomial tail.
 * @param {number} aborted @param {number} runs
 */
export function falseAbortUpperBound(aborted, runs) {
  if (aborted >= runs) return 1;
  /** P(X <= aborted) for rate p. @param {number} p */
  const tail = (p) => {
    let sum = 0;
    let term = (1 - p) ** runs;
    for (let k = 0; k <= aborted; k += 1) {
      sum += term;
      term *= ((runs - k) / (k + 1)) * (p / (1 - p));
    }
    return sum;
  };
  let low = aborted / runs;
  let high = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (tail(mid) > 0.05) low = mid;
    else high = mid;
  }
  return high;
}
