// @ts-check
import cookie from '@fastify/cookie';
import { DEV_OVERRIDE_COOKIE, DEV_OVERRIDE_KIND, DEV_OVERRIDES_OFF, readDevOverride } from './devOverride.mjs';
import { FIELD_COOKIE, FIELD_PASS_TTL_MS, renewFieldPass } from '../client/fieldPass.mjs';
import { clientOf } from '../client/failureCounter.mjs';
import { createVisitorKey } from '../client/visitorKey.mjs';
import { PREVIEW_COOKIE, readPreviewPass } from './previewPass.mjs';
import { remoteNames } from '@site/shared/remotes';
import { BUCKET_COOKIE, BUCKET_MAX_AGE_S, sidesFromHeaders } from './canarySide.mjs';
import { resolveVersionSet } from './versionSet.mjs';

/**
 * Safe delivery on the gateway: which versions each request gets (`versionSetFor`), the pointer the
 * browser reads (`/remotes.json`, for that visitor), and the preview pass's way in and out
 * (`/_preview?pass=…` sets the signed cookie, `/_preview/exit` drops it, and a dev override's).
 * With `devOverrides` on, `/_preview/dev?pass=…` sets a dev override pass (`devOverride.mjs`), recorded
 * in the audit log; off (the default), such a pass is ignored wherever it comes.
 * @param {import('fastify').FastifyInstance} app
 * `store`: where the live pointer and the audit log are (the files of `storeDir` when not given).
 * @param {{ storeDir: string, store: import('../../store/store.mjs').Store, siteUrl: string, previewSecret?: string, devOverrides?: import('./devOverride.mjs').DevOverrideConfig }} options
 */
export async function registerDelivery(app, { storeDir, store, siteUrl, previewSecret, devOverrides = DEV_OVERRIDES_OFF }) {
  // The visitor a field pass is handed to: the same key the field reports use (keyed with the same secret).
  const visitorOf = createVisitorKey(previewSecret);
  await app.register(cookie);
  // Cookies go out `Secure` except for a site on plain-HTTP localhost (npm start, the tests).
  const secure = new URL(siteUrl).protocol === 'https:';
  const cookieBase = /** @type {const} */ ({ path: '/', httpOnly: true, sameSite: 'lax', secure });

  /**
   * The version set of one request: the sides a trusted edge named (the gateway strips the headers
   * from anyone else: `gateway.mjs`), else this gateway's own from the bucket cookie.
   * @param {import('fastify').FastifyRequest} request
   */
  function resolveFor(request) {
    const devOverride = devOverrides.enabled ? readDevOverride(request.cookies[DEV_OVERRIDE_COOKIE], previewSecret, devOverrides) : undefined;
    const edgeSides = sidesFromHeaders(request.headers, remoteNames);
    return resolveVersionSet({ pointer: store.pointer(), storeDir, cookies: request.cookies, edgeSides, previewSecret, devOverride });
  }

  /**
   * What the visitor keeps of a version set: a newly drawn canary bucket in their cookie, and while a
   * canary runs, what they are served in their field pass (signed with the preview secret; without
   * one, no report can speak for a canary's side). Set on answers no cache keeps (`/remotes.json`,
   * a page this gateway decided a side of), never on a page kept in front: there the edge sets the
   * bucket after its lookup, and the browser reads `/remotes.json` for its pass.
   * @param {import('./versionSet.mjs').VersionSet} set @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   */
  function keepVisitor(set, request, reply) {
    if (set.newBucket !== undefined) reply.setCookie(BUCKET_COOKIE, set.newBucket, { ...cookieBase, maxAge: BUCKET_MAX_AGE_S });
    const renewed = set.served && previewSecret ? renewFieldPass(request.cookies[FIELD_COOKIE], set.served, previewSecret, Date.now(), visitorOf(clientOf(request.ip))) : undefined;
    if (renewed) reply.setCookie(FIELD_COOKIE, renewed.token, { ...cookieBase, maxAge: FIELD_PASS_TTL_MS / 1000 });
  }

  /**
   * The version set of one request, with what the visitor keeps of it set on `reply` (`keepVisitor`).
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   */
  function versionSetFor(request, reply) {
    const set = resolveFor(request);
    keepVisitor(set, request, reply);
    return set;
  }

  /**
   * What a cache may do with an answer that depends on the version set.
   * @param {import('./versionSet.mjs').VersionSet} set @param {string} shared the header for an answer everyone gets
   */
  const cacheControlFor = (set, shared) => (set.personal ? 'private, no-store' : set.split ? 'private, no-cache' : shared);

  // Read at every request: a release, rollback or canary takes effect on the next page load.
  app.get('/remotes.json', async (request, reply) => {
    const set = versionSetFor(request, reply);
    reply.header('Cache-Control', cacheControlFor(set, 'no-cache'));
    // The buckets too: after a Retry the browser tags its field reports with the side it is on now.
    return Object.keys(set.buckets).length ? { remotes: set.remotes, buckets: set.buckets } : { remotes: set.remotes };
  });

  // The running splits, remote -> percent: the table the edge in front decides each visitor's side
  // from (`scripts/cluster/edgeHints.mjs` reads it every 200 ms; decision 0010).
  app.get('/_splits', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return Object.fromEntries(Object.entries(store.pointer().canaries ?? {}).map(([remote, canary]) => [remote, canary.percent]));
  });

  app.get('/_preview', async (request, reply) => {
    const pass = readPreviewPass(String(/** @type {{ pass?: unknown }} */ (request.query).pass ?? ''), previewSecret);
    reply.header('Cache-Control', 'no-store');
    // A missing, tampered or expired pass is not an error to the visitor: they get the live site.
    if (!pass) return reply.clearCookie(PREVIEW_COOKIE, cookieBase).redirect('/', 303);
    const token = String(/** @type {{ pass?: unknown }} */ (request.query).pass);
    return reply.setCookie(PREVIEW_COOKIE, token, { ...cookieBase, expires: new Date(pass.exp) }).redirect(pass.path ?? '/', 303);
  });

  app.get('/_preview/exit', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').clearCookie(PREVIEW_COOKIE, cookieBase).clearCookie(DEV_OVERRIDE_COOKIE, cookieBase).redirect('/', 303),
  );

  app.get('/_preview/dev', async (request, reply) => {
    const token = String(/** @type {{ pass?: unknown }} */ (request.query).pass ?? '');
    const override = readDevOverride(token, previewSecret, devOverrides);
    reply.header('Cache-Control', 'no-store');
    // Off, or a missing, tampered, expired or off-the-allowlist pass: the live site, as for a preview.
    if (!override) return reply.clearCookie(DEV_OVERRIDE_COOKIE, cookieBase).redirect('/', 303);
    await store.appendAudit({
      actor: override.by ?? DEV_OVERRIDE_KIND,
      action: DEV_OVERRIDE_KIND,
      remote: override.remote,
      from: null,
      to: override.url,
      reason: null,
      health: 'not run',
      result: 'previewed',
      detail: `one browser (${request.ip}) gets ${override.remote} from ${override.url} until ${new Date(override.exp).toISOString()}`,
    });
    return reply.setCookie(DEV_OVERRIDE_COOKIE, token, { ...cookieBase, expires: new Date(override.exp) }).redirect(override.path ?? '/', 303);
  });

  /** True when the request's signed cookie is a valid drafts pass (an editor's draft preview). @param {import('fastify').FastifyRequest} request */
  const isDraftPreview = (request) => readPreviewPass(request.cookies[PREVIEW_COOKIE], previewSecret)?.drafts === true;

  return { versionSetFor, resolveFor, keepVisitor, cacheControlFor, isDraftPreview, devOverrides };
}
