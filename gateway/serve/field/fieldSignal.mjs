// @ts-check
import { shellReactVersion } from '../../release/hostReact.mjs';
import { registerBeaconRoute } from './beaconRoute.mjs';
import { DEFAULT_FIELD_CONFIG } from '../../store/fieldConfig.mjs';
import { startCanaryWatch } from './canaryWatch.mjs';
import { createVisitorKey } from '../client/visitorKey.mjs';
import { clientOf } from '../client/failureCounter.mjs';

/**
 * The field signal on the gateway: `POST /api/beacon` into the store (`<store>/field.sqlite`,
 * flushed every `flushMs`, and on close), and the canary watch that aborts a failing candidate.
 * @param {import('fastify').FastifyInstance} app
 * `store`: the release state the reports go to and the canaries are read from (the files of
 * `storeDir` when not given; PostgreSQL when the gateway's store is).
 * @param {{ storeDir: string, store: import('../../store/store.mjs').Store, shellDir?: string, passSecret?: string, config?: Partial<import('../../store/fieldConfig.mjs').FieldConfig>, content?: import('../../release/renderCheck.mjs').RenderContent, metrics?: Pick<import('../metrics/gatewayMetrics.mjs').GatewayMetrics, 'beacon' | 'canaryVerdicts' | 'abortHealthFailed'>, log?: (line: string) => void }} options
 *   `passSecret`: the key of the field passes `delivery/` hands out (the preview secret);
 *   `content`: where an abort's health check reads content (this gateway's own service);
 *   `metrics`: told of each beacon's outcome and of the canary judge's verdicts (`/metrics`)
 */
export async function registerFieldSignal(app, { storeDir, store: releaseStore, shellDir, passSecret, config: overrides = {}, content, metrics, log = (line) => console.warn(line) }) {
  const config = { ...DEFAULT_FIELD_CONFIG, ...overrides };
  const store = releaseStore.openFieldReports({ windowMs: config.windowMs, keepMs: config.keepMs, log });
  // One key for page answers and beacons alike: a visitor is the same one in both.
  const visitorOf = createVisitorKey(passSecret);
  await registerBeaconRoute(app, { store, storeDir, secret: passSecret, visitorOf, clientBurst: config.clientBurst, clientPerSecond: config.clientPerSecond, clientSessionsPerMinute: config.clientSessionsPerMinute, count: metrics?.beacon });
  const flushing = setInterval(() => {
    store.flush().catch((error) => log(`[field] could not write reports: ${error instanceof Error ? error.message : error}`));
  }, config.flushMs);
  flushing.unref();
  const watch = startCanaryWatch({ storeDir, releaseStore, store, config, hostReactVersion: shellReactVersion(), shellDir, content, onVerdicts: metrics?.canaryVerdicts, onAbortHealthFailed: metrics?.abortHealthFailed, log });
  app.addHook('onClose', async () => {
    clearInterval(flushing);
    watch.stop();
    await store.close();
  });
  /**
   * A page answer's server side into the reports, its client's address as its visitor key.
   * @param {import('../../store/reportBuffer.mjs').RenderSignal} signal
   */
  const render = (signal) => store.render(signal.visitor === undefined ? signal : { ...signal, visitor: visitorOf(clientOf(signal.visitor)) });
  return { store, watch, config, render };
}
