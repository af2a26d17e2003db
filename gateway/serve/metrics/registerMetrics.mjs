// @ts-check
import { observeContentQueries, contentOrigin } from './contentQueries.mjs';
import { createGatewayMetrics } from './gatewayMetrics.mjs';
import { createMetricsAccess } from './metricsAccess.mjs';
import { observeRequestDurations } from './requestDuration.mjs';

/** Where Prometheus scrapes a gateway. */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics`: this gateway's figures in Prometheus's text format (`gatewayMetrics.mjs`), for a
 * process on this machine or a metrics token's holder (`metricsAccess.mjs`), never kept by a cache.
 * Registered before the gateway's routes, so every answer is timed. Returns the metrics, for the
 * parts of the gateway that count (the page answer, the beacon route, the canary judge).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ store: import('../../store/store.mjs').Store, siteConfig: { content?: { projectId?: string, apiHost?: string } } }} options
 */
export function registerMetrics(app, { store, siteConfig }) {
  const metrics = createGatewayMetrics({ pointer: () => store.pointer() });
  observeRequestDurations(app, metrics.requestDuration);
  const origin = contentOrigin(siteConfig.content);
  if (origin) {
    const stop = observeContentQueries(origin, metrics.contentQueries);
    app.addHook('onClose', async () => stop());
  }
  const access = createMetricsAccess({ tokens: store.trust.tokens });
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!(await access.allows(request, reply))) return reply;
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return metrics;
}
