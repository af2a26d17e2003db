// @ts-check
import { BEACON_PATH, MAX_BEACON_BYTES, parseBeacon } from '@site/shared/field/beacon.mjs';
import { clientOf } from '../failureCounter.mjs';
import { createClientBudget } from '../ssr/renderGate.mjs';

/**
 * `POST /api/beacon`: the reports a browser sends with `navigator.sendBeacon` (as `text/plain` or
 * `application/json`). The body is bounded (413 past `MAX_BEACON_BYTES`), validated against the
 * shared schema (400 with the reason, nothing stored) and rate-limited per client address (429 +
 * `Retry-After`; the socket's address, since `X-Forwarded-For` is anyone's to write). The address
 * picks the allowance and is then forgotten: it is never stored with a report.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ store: Pick<import('./fieldStore.mjs').FieldStore, 'add'>, clientBurst: number, clientPerSecond: number, now?: () => number }} options
 */
export async function registerBeaconRoute(app, { store, clientBurst, clientPerSecond, now }) {
  const budget = createClientBudget({ burst: clientBurst, perSecond: clientPerSecond, now });
  await app.register(async (scope) => {
    // Both types sendBeacon sends, read as text and parsed here: a malformed body is a 400 with a reason.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_BEACON_BYTES }, (_request, body, done) => done(null, body));
    scope.post(BEACON_PATH, { bodyLimit: MAX_BEACON_BYTES }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const allowance = budget.take(clientOf(request.socket.remoteAddress ?? 'unknown'));
      if (!allowance.ok) return reply.code(429).header('Retry-After', String(allowance.retryAfterS)).send({ error: 'Too many reports from this address. Try again later.' });
      let body;
      try {
        body = JSON.parse(String(request.body ?? ''));
      } catch {
        return reply.code(400).send({ error: 'The body is not JSON.' });
      }
      const parsed = parseBeacon(body);
      if (!parsed.ok) return reply.code(400).send({ error: `Not a beacon: ${parsed.reason}` });
      store.add(parsed.beacon);
      return reply.code(204).send();
    });
  });
}
