// @ts-check
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * How much script Lighthouse's simulated LCP waits for although the page ran it only after its
 * largest contentful paint (issue 27; GoogleChrome/lighthouse#16539).
 *
 * Lantern simulates LCP as the time every request in its LCP graph is done. That graph holds every
 * request that finished before the LCP of Lighthouse's own unthrottled load, except scripts it sees
 * evaluated after that paint. It sees an evaluation only in a task of 10 ms or more
 * (`SIGNIFICANT_DUR_THRESHOLD_MS`; shorter tasks are pruned from the graph): a preloaded chunk that
 * only registers its modules takes 1–9 ms, so it counts, though nothing on the page waited for it.
 * Here are those bytes, from the same run's trace, so a reader can tell a real regression of the
 * LCP from this.
 *
 * @param {import('lighthouse').Artifacts} artifacts @param {import('lighthouse').Result['configSettings']} settings
 * @returns {Promise<number>} bytes over the wire
 */
export async function scriptInSimulatedLcpRunAfterPaint(artifacts, settings) {
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(/** @type {never} */ (data), /** @type {never} */ (context));
  const events = artifacts.Trace.traceEvents;
  const paint = events.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1)?.ts;
  if (paint === undefined) return 0;
  /** @type {Map<string, number>} the first evaluation of each script */
  const evaluated = new Map();
  for (const event of events) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
    if (!url) continue;
    const earlier = evaluated.get(url);
    if (earlier === undefined || event.ts < earlier) evaluated.set(url, event.ts);
  }
  let bytes = 0;
  /** @type {{ traverse(visit: (node: any) => void): void }} */ (lcp.pessimisticGraph).traverse((node) => {
    if (node.type !== 'network' || node.request.resourceType !== 'Script') return;
    const ranAt = evaluated.get(node.request.url);
    if (ranAt !== undefined && ranAt > paint) bytes += node.request.transferSize ?? 0;
  });
  return bytes;
}
