// @ts-check
// What one gateway tells Prometheus, in a registry of its own (never prom-client's global one: two
// gateways in one process, as in the tests, keep their own figures). Every label has a closed set of
// values, so no visitor can make a new series: routes are route patterns (as traces'
// `http.route`), never paths.
import { remoteNames } from '@site/shared/remotes';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds, as OpenTelemetry's HTTP server duration advises: fine below 100 ms, where cached pages are. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
/** A content query is answered in milliseconds locally, and a render gives up on it after its budget (1 s) or the client's 3 s. */
const QUERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A render's own CPU time: a few milliseconds for most pages, where one that blocks the event loop shows. */
const COST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/** How the page cache answered (`X-Render-Cache`, `ssr/composePage.mjs`), as a label: `fresh` is a hit. */
export const PAGE_CACHE_RESULTS = /** @type {const} */ (['fresh', 'stale', 'miss', 'stale-if-error', 'busy', 'refused', 'bypass']);
/** Why a beacon was refused: before its reports were read (`invalid`, `too_large`, `rate_limited`) or by its first refused report. */
export const BEACON_REASONS = /** @type {const} */ (['none', 'invalid', 'too_large', 'rate_limited', 'not_served', 'unknown_version', 'busy_address']);
/** How a routed remote's page answer went (`RenderSignal`): failed and over_budget are left for the browser. */
export const RENDER_OUTCOMES = /** @type {const} */ (['rendered', 'failed', 'over_budget', 'degraded', 'busy', 'throttled']);
/** A canary judge's last verdict on a remote's canary (`field/canaryWatch.mjs`). */
export const CANARY_VERDICTS = /** @type {const} */ (['healthy', 'failing', 'waiting', 'starved', 'abort']);

/**
 * @typedef {typeof PAGE_CACHE_RESULTS[number]} PageCacheResult
 * @typedef {typeof BEACON_REASONS[number]} BeaconReason
 * @typedef {{ remote: string, status: 'pass' | 'fail' | 'wait', action?: 'abort' | 'step' | 'promote', starved?: boolean }} Verdict
 */

/**
 * The gateway's metrics. `pointer`: the live pointer, read at each scrape for the canaries' shares.
 * `registry` is exported on purpose: another part of the gateway registers its own metric on it
 * (`new Histogram({ …, registers: [metrics.registry] })`).
 * @param {{ pointer: () => Readonly<import('../../store/pointer.mjs').Pointer> }} options
 */
export function createGatewayMetrics({ pointer }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which Prometheus's linter refuses; each is the sum of the same
  // metric without `_total`, by type (`nodejs_active_handles{type}`), kept.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern (the http.route of traces, never the path; not-found where no route answers) and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: REQUEST_BUCKETS,
    registers,
  });

  const pageCache = new Counter({
    name: 'gateway_page_cache_requests_total',
    help: "Page answers by how the gateway's page cache answered them: fresh (a hit), stale (a hit, rendered again behind it), miss (rendered), stale-if-error, busy, refused (the client's allowance spent), bypass (a preview).",
    labelNames: ['result'],
    registers,
  });
  const pageCacheChildren = new Map(PAGE_CACHE_RESULTS.map((result) => [result, pageCache.labels(result)]));

  const contentQueries = new Histogram({
    name: 'gateway_content_query_duration_seconds',
    help: 'Content service queries made by server renders in this process, from sent to the answer headers (or the failure), by outcome: ok, 3xx, 4xx, 5xx, error (no answer).',
    labelNames: ['outcome'],
    buckets: QUERY_BUCKETS,
    registers,
  });

  const beacons = new Counter({
    name: 'gateway_beacons_total',
    help: 'Field beacons (POST /api/beacon) accepted, or refused with the reason: the body (invalid, too_large, rate_limited) or the first report refused (not_served, unknown_version, busy_address).',
    labelNames: ['outcome', 'reason'],
    registers,
  });

  new Gauge({
    name: 'gateway_canary_share_percent',
    help: "Each running canary's share of visitors, from the live pointer this gateway serves, by remote and candidate version.",
    labelNames: ['remote', 'version'],
    registers,
    collect() {
      this.reset();
      for (const [remote, canary] of Object.entries(pointer().canaries ?? {})) this.set({ remote, version: canary.version }, canary.percent);
    },
  });

  new Gauge({
    name: 'gateway_canary_step',
    help: "A stepped canary's step (1 for its first share), by remote and candidate version; 0 for a canary at a fixed share. From the live pointer.",
    labelNames: ['remote', 'version'],
    registers,
    collect() {
      this.reset();
      for (const [remote, canary] of Object.entries(pointer().canaries ?? {})) this.set({ remote, version: canary.version }, canary.steps ? canary.steps.indexOf(canary.percent) + 1 : 0);
    },
  });

  const lastVerdict = new Gauge({
    name: 'gateway_canary_last_verdict',
    help: "The canary judge's last verdict per remote (1 for it, 0 for the others): healthy (every check passed), failing, waiting (too few samples), starved (still too few samples FIELD_STARVED_AFTER intervals on: held where it is), abort. Only the gateway that judges reports it.",
    labelNames: ['remote', 'verdict'],
    registers,
  });

  const aborts = new Counter({
    name: 'gateway_canary_aborts_total',
    help: 'Canaries the canary judge decided to abort, by remote.',
    labelNames: ['remote'],
    registers,
  });
  // From 0 for every remote: Prometheus's increase() sees no rise in a series whose first sample is already 1.
  for (const remote of remoteNames) aborts.inc({ remote }, 0);
  const abortHealthFailures = new Counter({
    name: 'gateway_canary_abort_health_failures_total',
    help: "Automatic aborts that landed on a stable version failing its health check (the abort is never refused for it), by remote.",
    labelNames: ['remote'],
    registers,
  });
  for (const remote of remoteNames) abortHealthFailures.inc({ remote }, 0);

  // The server side of each routed remote's page answers (the canary's server signal, as `composePage`
  // tells it): every answer counted by the outcome of the render it came from (a cache hit carries
  // the one kept with its page), and the renders made for an answer timed. The alerts read the
  // counter: it weighs an outcome by the visitors who got it, where renders alone count a page once
  // however many the cache answers with it. Versions are those served to visitors: the live one and a
  // canary's, never a preview's; a version no longer live nor canaried loses its series at the next
  // scrape, so releases do not pile them up.
  /** @type {ReturnType<typeof servedSeries<{ remote: string, version: string, outcome: string }>>} */
  const renderSeries = servedSeries(pointer);
  /** @type {ReturnType<typeof servedSeries<{ remote: string, version: string, outcome: string }>>} */
  const answerSeries = servedSeries(pointer);
  /** @type {ReturnType<typeof servedSeries<{ remote: string, version: string }>>} */
  const costSeries = servedSeries(pointer);
  const remoteRenders = new Histogram({
    name: 'gateway_remote_render_duration_seconds',
    help: "Server renders of the routed remote's page made for an answer (never a cache hit), wall time, by remote, version and outcome: rendered, failed and over_budget (left for the browser), degraded (built-in copy or the unavailable view in place of content).",
    labelNames: ['remote', 'version', 'outcome'],
    buckets: REQUEST_BUCKETS,
    registers,
    collect() {
      renderSeries.prune(this);
    },
  });
  const remoteAnswers = new Counter({
    name: 'gateway_remote_page_answers_total',
    help: "Page answers of the routed remote, cache hits included, by remote, version and the outcome of the render the page came from: rendered, failed and over_budget (left for the browser), degraded (built-in copy or the unavailable view in place of content).",
    labelNames: ['remote', 'version', 'outcome'],
    registers,
    collect() {
      answerSeries.prune(this);
    },
  });
  const remoteRenderCost = new Histogram({
    name: 'gateway_remote_render_cost_seconds',
    help: "The render's own CPU (synchronous) time of the routed remote's page, for renders made for an answer, by remote and version: what a render costs the event loop, whatever it waited for.",
    labelNames: ['remote', 'version'],
    buckets: COST_BUCKETS,
    registers,
    collect() {
      costSeries.prune(this);
    },
  });

  return {
    registry,
    requestDuration,
    contentQueries,
    /**
     * A page answer's server side (`RenderSignal`): counted by its outcome; timed only when rendered
     * for it (`ms`), so the durations are renders' and never the page cache's.
     * @param {import('../../store/reportBuffer.mjs').RenderSignal} signal
     */
    render(signal) {
      const { remote, version, outcome } = signal;
      const labels = { remote, version, outcome };
      if (answerSeries.keep(labels)) {
        // A version's outcomes all start at 0: increase() sees no rise in a series whose first
        // sample is already 1, so a version's first failure would go unseen by the alerts.
        for (const each of RENDER_OUTCOMES) if (answerSeries.keep({ remote, version, outcome: each })) remoteAnswers.inc({ remote, version, outcome: each }, 0);
      }
      // A render behind a stale answer (`answers: 0`) is timed; its answer was counted with the stale page.
      if (signal.answers !== 0) remoteAnswers.inc(labels);
      if (signal.ms === undefined) return;
      renderSeries.keep(labels);
      remoteRenders.observe(labels, signal.ms / 1000);
      if (signal.costMs === undefined) return;
      const cost = { remote, version };
      costSeries.keep(cost);
      remoteRenderCost.observe(cost, signal.costMs / 1000);
    },
    /** @param {string | undefined} result a page answer's `cache` (a redirect has none) */
    pageCache(result) {
      if (result) pageCacheChildren.get(/** @type {PageCacheResult} */ (result))?.inc();
    },
    /** @param {'accepted' | 'refused'} outcome @param {BeaconReason} reason */
    beacon(outcome, reason) {
      beacons.inc({ outcome, reason });
    },
    /** An automatic abort landed on a stable version that failed its health check. @param {string} remote */
    abortHealthFailed(remote) {
      abortHealthFailures.inc({ remote });
    },
    /**
     * What a round of the canary judge decided, per canary it analysed.
     * @param {readonly Verdict[]} verdicts
     */
    canaryVerdicts(verdicts) {
      for (const { remote, status, action, starved } of verdicts) {
        const verdict = action === 'abort' ? 'abort' : status === 'pass' ? 'healthy' : status === 'fail' ? 'failing' : starved ? 'starved' : 'waiting';
        for (const value of CANARY_VERDICTS) lastVerdict.set({ remote, verdict: value }, value === verdict ? 1 : 0);
        if (action === 'abort') aborts.inc({ remote });
      }
    },
  };
}

/**
 * A metric's series labelled by a remote's version, noted as they are made and removed at the first
 * scrape once visitors are no longer served that version (neither the live one nor a canary's).
 * prom-client removes a series by its exact labels only, hence one of these per metric.
 * @template {{ remote: string, version: string }} Labels
 * @param {() => Readonly<import('../../store/pointer.mjs').Pointer>} pointer
 */
function servedSeries(pointer) {
  /** @type {Map<string, Labels>} */
  const series = new Map();
  return {
    /** Notes a series; true when it is new (or made again since its version was pruned). @param {Labels} labels */
    keep(labels) {
      const key = Object.values(labels).join('\n');
      if (series.has(key)) return false;
      series.set(key, labels);
      return true;
    },
    /** At a scrape, from the metric's `collect`. @param {{ remove: (labels: Labels) => void }} metric */
    prune(metric) {
      const { releases, canaries = {} } = pointer();
      for (const [key, labels] of series) {
        if (releases[labels.remote]?.live === labels.version || canaries[labels.remote]?.version === labels.version) continue;
        metric.remove(labels);
        series.delete(key);
      }
    },
  };
}

/** @typedef {ReturnType<typeof createGatewayMetrics>} GatewayMetrics */
