// @ts-check
import { BEACON_PATH, MAX_BEACON_BYTES, parseBeacon } from '@site/shared/field/beacon.mjs';
import { publishedVersions } from '../../store/versions.mjs';
import { clientOf, createFailureCounter } from '../client/failureCounter.mjs';
import { createClientBudget } from '../ssr/renderGate.mjs';
import { FIELD_COOKIE, readFieldPass } from '../client/fieldPass.mjs';
import { createVisitorKey } from '../client/visitorKey.mjs';

/**
 * Why a report was not stored: it claims a canary's side its sender was not served (no field pass,
 * or one naming another side or version), names a version the store never published, or comes from
 * an address that has started more sessions this minute than one client may.
 * @typedef {'not served' | 'unknown version' | 'busy address'} RefusedReason
 */

/** How long the list of a remote's published versions is read from disk once for every beacon. */
const VERSIONS_TTL_MS = 5000;
/** Sessions remembered per address for the bound on new ones (the oldest forgotten first). */
const MAX_REMEMBERED_SESSIONS = 50_000;

/**
 * `POST /api/beacon`: the reports a browser sends with `navigator.sendBeacon` (as `text/plain` or
 * `application/json`). The body is bounded (413 past `MAX_BEACON_BYTES`), validated against the
 * shared schema (400 with the reason, nothing stored) and rate-limited per client address (429 +
 * `Retry-After`; the socket's address, or the visitor a trusted proxy names). Then each report is
 * checked against what the gateway served (`fieldPass.mjs`): one that speaks for a canary's side
 * counts only with the sender's field pass naming that side and version, and is stored under the
 * pass's session; every version must be published. One address may start `clientSessionsPerMinute`
 * sessions a minute. What fails is refused: counted by remote and reason, never stored as a session
 * (202 with the count and the first reason). The address picks the allowances and is then
 * forgotten: it is never stored with a report.
 * @param {import('fastify').FastifyInstance} app
 * Its reports are stored with the sender's visitor key (`visitorOf`), so however many sessions and
 * values one visitor claims, the canary judge weighs it as one visitor.
 * @param {{ store: Pick<import('../../store/store.mjs').FieldReports, 'add' | 'refuse'>, storeDir: string, secret?: string, visitorOf?: (address: string) => string, clientBurst: number, clientPerSecond: number, clientSessionsPerMinute: number, count?: (outcome: 'accepted' | 'refused', reason: import('../metrics/gatewayMetrics.mjs').BeaconReason) => void, now?: () => number }} options
 *   `secret`: the key field passes are signed with (the preview secret); without it, no report can speak for a canary's side;
 *   `count`: told each beacon's outcome (the gateway's metrics)
 */
export async function registerBeaconRoute(app, { store, storeDir, secret, visitorOf = createVisitorKey(secret), clientBurst, clientPerSecond, clientSessionsPerMinute, count = () => {}, now = Date.now }) {
  const budget = createClientBudget({ burst: clientBurst, perSecond: clientPerSecond, now });
  // New sessions per address, counted in windows of a minute (the failure counter's fixed windows).
  const newSessions = createFailureCounter({ max: clientSessionsPerMinute, windowMs: 60_000, now });
  /** @type {Map<string, number>} `${client}\n${session}` -> when it was last seen */
  const seen = new Map();
  /** @type {Map<string, { at: number, versions: Set<string> }>} */
  const published = new Map();
  /** @param {string} remote @param {string} version */
  const isPublished = (remote, version) => {
    let entry = published.get(remote);
    if (!entry || now() - entry.at > VERSIONS_TTL_MS) {
      entry = { at: now(), versions: new Set(publishedVersions(storeDir, remote)) };
      published.set(remote, entry);
    }
    return entry.versions.has(version);
  };
  /** Whether `session` may count for `client`: a session it sent within the field window always may. @param {string} client @param {string} session */
  const admitSession = (client, session) => {
    const key = `${client}\n${session}`;
    if (seen.has(key)) {
      seen.delete(key);
      seen.set(key, now());
      return true;
    }
    if (newSessions.retryAfterSeconds(client) > 0) return false;
    newSessions.fail(client);
    if (seen.size >= MAX_REMEMBERED_SESSIONS) seen.delete(/** @type {string} */ (seen.keys().next().value));
    seen.set(key, now());
    return true;
  };

  await app.register(async (scope) => {
    // Both types sendBeacon sends, read as text and parsed here: a malformed body is a 400 with a reason.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_BEACON_BYTES }, (_request, body, done) => done(null, body));
    // What is refused before the handler runs: a body past the bound, a type sendBeacon never sends.
    scope.addHook('onResponse', async (_request, reply) => {
      if (reply.statusCode === 413) count('refused', 'too_large');
      else if (reply.statusCode === 415) count('refused', 'invalid');
    });
    scope.post(BEACON_PATH, { bodyLimit: MAX_BEACON_BYTES }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const client = clientOf(request.ip);
      const allowance = budget.take(client);
      if (!allowance.ok) {
        count('refused', 'rate_limited');
        return reply.code(429).header('Retry-After', String(allowance.retryAfterS)).send({ error: 'Too many reports from this address. Try again later.' });
      }
      let body;
      try {
        body = JSON.parse(String(request.body ?? ''));
      } catch {
        count('refused', 'invalid');
        return reply.code(400).send({ error: 'The body is not JSON.' });
      }
      const parsed = parseBeacon(body);
      if (!parsed.ok) {
        count('refused', 'invalid');
        return reply.code(400).send({ error: `Not a beacon: ${parsed.reason}` });
      }

      const pass = readFieldPass(request.cookies?.[FIELD_COOKIE], secret, now());
      const session = pass?.id ?? parsed.beacon.session;
      const busy = !admitSession(client, session);
      /** @type {typeof parsed.beacon.reports} */
      const accepted = [];
      /** @type {RefusedReason | undefined} */
      let firstReason;
      for (const report of parsed.beacon.reports) {
        const served = pass?.served[report.remote];
        /** @type {RefusedReason | undefined} */
        const reason = busy
          ? 'busy address'
          : !isPublished(report.remote, report.version)
            ? 'unknown version'
            : report.bucket !== 'none' && (served?.[0] !== report.version || served?.[1] !== report.bucket)
              ? 'not served'
              : undefined;
        if (!reason) {
          accepted.push(report);
          continue;
        }
        firstReason ??= reason;
        store.refuse(report.remote, reason);
      }
      // The page load's own id beside the pass's session: one value of each vital per page load.
      // The visitor the pass was handed to (the address that loaded the page), else this sender's.
      if (accepted.length) store.add({ session, page: parsed.beacon.session, reports: accepted }, pass?.v ?? visitorOf(client));
      count(firstReason ? 'refused' : 'accepted', firstReason ? REASON_LABELS[firstReason] : 'none');
      if (!firstReason) return reply.code(204).send();
      return reply.code(202).send({ stored: accepted.length, refused: parsed.beacon.reports.length - accepted.length, reason: REFUSALS[firstReason] });
    });
  });
}

/** A refusal as the metrics label it. @type {Record<RefusedReason, import('../metrics/gatewayMetrics.mjs').BeaconReason>} */
const REASON_LABELS = { 'not served': 'not_served', 'unknown version': 'unknown_version', 'busy address': 'busy_address' };

/** What a refused report's sender is told. @type {Record<RefusedReason, string>} */
const REFUSALS = {
  'not served': 'A report names a canary side and version this browser was not served: not counted.',
  'unknown version': 'A report names a version that was never published: not counted.',
  'busy address': 'Too many new sessions from this address this minute: not counted.',
};
