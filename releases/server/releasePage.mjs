// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { remoteNames, routes } from '@site/shared/remotes';
import {
  clientOf,
  createFailureCounter,
  DEV_OVERRIDE_MAX_MS,
  gatedSwitch,
  isAllowedDevUrl,
  openFileStore,
  openTrustRecords,
  parseInterval,
  parseSteps,
  PREVIEW_COOKIE,
  previousVersion,
  publishedVersions,
  sessionEntry,
  shellReactVersion,
  signDevOverride,
  signPreviewPass,
  sitePath,
  StoreUnavailableError,
  uploadLimitsFromEnv,
} from '@site/gateway';
import { checkLogin } from './accounts.mjs';
import { createIdentities, mayActOn, refuseOutOfScope } from './identity.mjs';
import { releasePageFromEnv } from './releasePageConfig.mjs';
import { releaseState, versionHealth } from './releaseState.mjs';
import { createSessions } from './session.mjs';
import { registerUpload } from './uploadRoute.mjs';

/** The page's built files (`npm run build`). */
const BUILT_PAGE = path.resolve(import.meta.dirname, '../dist');
/** Wrong logins one client may send per window before it is made to wait. */
export const LOGIN_FAILURES = { max: 5, windowMs: 60_000 };
/** How long a preview opened from the page lasts. */
const PREVIEW_HOURS = 4;
const NOTHING_CHANGED = 'Nothing changed.';
const PAGE_OFF = 'The release page is not enabled on this server (RELEASE_PAGE_ACCOUNTS is not set).';

/**
 * The release page at `/_releases/`: for release managers only, never linked, never in the sitemap,
 * `noindex`. Off (404) unless accounts are configured. Its browser side is `releases/src/`; this is
 * its server side: login (constant-time, throttled per client), a session kept on the server and
 * named by a signed `HttpOnly; SameSite=Strict` cookie (`Secure` unless the site is plain-HTTP
 * localhost), a CSRF token on every action, and the actions themselves, each through the release
 * gate and recorded under the logged-in name. Logins and logouts are in the audit log too.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ storeDir: string, shellDir: string, siteUrl: string, previewSecret?: string, devOverrides?: import('@site/gateway').DevOverrideConfig, config?: import('./releasePageConfig.mjs').ReleasePageConfig | null, store?: import('@site/gateway').Store, trust?: import('@site/gateway').TrustStore | import('@site/gateway').TrustRecords, content?: import('@site/gateway').RenderContent, hostReactVersion?: string, builtPage?: string, uploadLimits?: import('@site/gateway').UploadLimits, now?: () => number }} options
 *   `config`: accounts and session secret; left out, read from the environment (`releasePageFromEnv`); null: off
 *   (for a browser: teams' tokens still reach the API);
 *   `store`: the release state (`gateway/store/`: the gateway's own when plugged in); left out, the files of `storeDir`;
 *   `trust`: where sessions and tokens are kept; left out, the store's when given, else the deploy store's files (`trustRecords`), closed with the app;
 *   `uploadLimits`: what an uploaded version may weigh; left out, from the environment (`uploadLimitsFromEnv`);
 *   `content`: where the gate's render check reads content (the gateway's own service); left out, the environment's.
 */
export async function registerReleasePage(app, { storeDir, shellDir, siteUrl, previewSecret, devOverrides, config = releasePageFromEnv(), store, trust, content, hostReactVersion = shellReactVersion(), builtPage = BUILT_PAGE, uploadLimits = uploadLimitsFromEnv(), now = Date.now }) {
  app.get('/_releases', async (_request, reply) => reply.header('X-Robots-Tag', 'noindex, nofollow').redirect('/_releases/', 302));
  await app.register(
    async (scope) => {
      // Whatever the answer, it is nobody's to index or keep.
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'no-store');
        return payload;
      });
      const releaseStore = store ?? openFileStore({ storeDir });
      let records = trust ?? store?.trust;
      if (!records) {
        const own = openTrustRecords(storeDir, { now });
        scope.addHook('onClose', async () => own.close());
        records = own;
      }
      // Without accounts the page is off, but a team's token still reaches the API (uploads and switches of its remotes).
      registerApi(scope, { storeDir, store: releaseStore, shellDir, siteUrl, previewSecret, devOverrides, config: config ?? null, trust: records, content, hostReactVersion, uploadLimits, now });
      if (!config) {
        scope.all('/*', async (_request, reply) => reply.code(404).send({ error: PAGE_OFF }));
        return;
      }
      if (!existsSync(path.join(builtPage, 'index.html'))) {
        scope.get('/*', async (_request, reply) => reply.code(503).send({ error: 'The release page is not built: run npm run build.' }));
        return;
      }
      await scope.register(fastifyStatic, { root: builtPage, prefix: '/', index: 'index.html', dotfiles: 'ignore', decorateReply: false, preCompressed: false });
    },
    { prefix: '/_releases' },
  );
}

/**
 * @param {unknown} body @param {string} field
 * @returns {string | undefined} the field, trimmed, when it is a non-empty string
 */
function text(body, field) {
  const value = body && typeof body === 'object' ? /** @type {Record<string, unknown>} */ (body)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Whether a switch asks to go past the pre-flight's refusal (`force: true`; the gate wants a reason with it). @param {unknown} body */
const forced = (body) => Boolean(body && typeof body === 'object' && /** @type {Record<string, unknown>} */ (body).force === true);

/**
 * `/_releases/api/…`: `session` and `login` (and `logout`), `state` (what the page shows), the
 * actions `preview`, `preview-link`, `dev-override-link`, `canary`, `abort`, `promote`, `rollback`, and the upload of a
 * version (`remotes/<remote>/versions`, `uploadRoute.mjs`). A release manager's session acts on
 * every remote; a team's token (`Authorization: Bearer`) on its own remotes only: 403 and recorded
 * otherwise. 401 without either; 403 to a session's action without its CSRF token (`X-CSRF-Token`);
 * 400 to bad input and 409 to a switch the gate refuses, each with the reason and nothing changed.
 * @param {import('fastify').FastifyInstance} scope
 * @param {{ storeDir: string, store: import('@site/gateway').Store, shellDir: string, siteUrl: string, previewSecret?: string, devOverrides?: import('@site/gateway').DevOverrideConfig, config: import('./releasePageConfig.mjs').ReleasePageConfig | null, trust: import('@site/gateway').TrustStore | import('@site/gateway').TrustRecords, content?: import('@site/gateway').RenderContent, hostReactVersion: string, uploadLimits: import('@site/gateway').UploadLimits, now: () => number }} options
 */
function registerApi(scope, { storeDir, store, shellDir, siteUrl, previewSecret, devOverrides, config, trust, content, hostReactVersion, uploadLimits, now }) {
  const secure = !isLocalHttp(siteUrl);
  const sessions = config ? createSessions({ secret: config.secret, secure, records: trust.sessions, accounts: config.accounts, now }) : undefined;
  const failures = createFailureCounter({ ...LOGIN_FAILURES, now });
  const identities = createIdentities({ sessions, tokens: trust.tokens, failures, off: PAGE_OFF });
  // Wrong logins since the last good one on this gateway: the next login's audit line says how many.
  let failedLogins = 0;

  if (config && sessions) {
    scope.post('/api/login', async (request, reply) => {
      const client = clientOf(request.ip);
      const wait = failures.retryAfterSeconds(client);
      if (wait > 0) return reply.code(429).header('Retry-After', String(wait)).send({ error: `Too many wrong logins from this address. Try again in ${wait} s.` });
      const name = checkLogin(config.accounts, text(request.body, 'name'), /** @type {any} */ (request.body)?.password);
      if (!name) {
        failures.fail(client);
        failedLogins += 1;
        return reply.code(401).send({ error: 'Wrong name or password.' });
      }
      const session = await sessions.issue(reply, name);
      await store.appendAudit(sessionEntry(name, 'login', `${failedLogins} failed login${failedLogins === 1 ? '' : 's'} on this gateway since the last login`));
      failedLogins = 0;
      return { name: session.name, csrf: session.csrf };
    });

    scope.get('/api/session', async (request, reply) => {
      const session = await sessions.read(request);
      if (!session) return reply.code(401).send({ error: 'Not logged in.' });
      return { name: session.name, csrf: session.csrf };
    });
  }

  /**
   * A route for a release manager's session or a team's token (`identity.mjs`).
   * @param {'GET' | 'POST'} method @param {string} url
   * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, identity: import('./identity.mjs').Identity) => Promise<unknown>} handler
   */
  const guarded = (method, url, handler) =>
    scope.route({
      method,
      url,
      handler: async (request, reply) => {
        const identity = await identities.identify(request, reply);
        if (!identity) return reply;
        return handler(request, reply, identity);
      },
    });

  registerUpload(scope, { storeDir, store, shellDir, hostReactVersion, limits: uploadLimits, identities, content });

  guarded('POST', '/api/logout', async (_request, reply, { session }) => {
    if (!session || !sessions) return reply.code(400).send({ error: 'A release token has no session to end: revoke it with npm run tokens -- revoke <name>.' });
    await sessions.end(reply, session);
    await store.appendAudit(sessionEntry(session.name, 'logout', 'the session is ended on the server: its cookie opens nothing'));
    return { loggedOut: true };
  });

  guarded('GET', '/api/state', async () => await releaseState(storeDir, hostReactVersion, shellDir, store));

  /**
   * The remote a request names when the identity may act on it; else undefined, a 400 (unknown) or a
   * 403 (not its own, recorded) sent.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   * @param {import('./identity.mjs').Identity} identity @param {string} action
   */
  const remoteOf = async (request, reply, identity, action) => {
    const name = text(request.body, 'remote');
    const remote = remoteNames.find((candidate) => candidate === name);
    if (!remote) {
      reply.code(400).send({ error: `Unknown remote "${name ?? ''}". Remotes: ${remoteNames.join(', ')}. ${NOTHING_CHANGED}` });
      return undefined;
    }
    if (!mayActOn(identity, remote)) {
      await refuseOutOfScope(reply, store, identity, { action, remote, version: text(request.body, 'version') });
      return undefined;
    }
    return remote;
  };

  /**
   * Runs one switch through the gate under the logged-in name: the new state, or 409 with the gate's reason.
   * @param {import('fastify').FastifyReply} reply @param {Omit<Parameters<typeof gatedSwitch>[0], 'storeDir' | 'store' | 'hostReactVersion' | 'shellDir'>} input
   * @param {(result: { previous?: string, current: string, detail?: string }) => string} describe
   */
  const switchThroughGate = async (reply, input, describe) => {
    try {
      const result = await gatedSwitch({ ...input, storeDir, store, shellDir, hostReactVersion, content });
      return { message: describe(result), state: await releaseState(storeDir, hostReactVersion, shellDir, store) };
    } catch (error) {
      // The release state away is not the gate's refusal: the gateway's 503, with when to retry.
      if (error instanceof StoreUnavailableError) throw error;
      return reply.code(409).send({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  guarded('POST', '/api/canary', async (request, reply, identity) => {
    const remote = await remoteOf(request, reply, identity, 'canary');
    if (!remote) return reply;
    const version = text(request.body, 'version');
    if (!version) return reply.code(400).send({ error: `Choose the version to canary. ${NOTHING_CHANGED}` });
    const body = /** @type {{ percent?: unknown, steps?: unknown, interval?: unknown, intervalMs?: unknown }} */ (request.body);
    // A stepped canary: its steps as a list of shares or as written (`5,25,50`), its interval in ms
    // (the command's) or as written (`5m`, the page's). The gate judges the plan.
    if (body.steps !== undefined && body.steps !== null && body.steps !== '') {
      let steps;
      let intervalMs;
      try {
        steps = parseSteps(Array.isArray(body.steps) ? body.steps.join(',') : String(body.steps));
        intervalMs = typeof body.interval === 'string' && body.interval.trim() ? parseInterval(body.interval) : body.intervalMs === undefined || body.intervalMs === null ? undefined : Number(body.intervalMs);
      } catch (error) {
        return reply.code(400).send({ error: `${error instanceof Error ? error.message : error}. ${NOTHING_CHANGED}` });
      }
      const percent = body.percent === undefined || body.percent === null || body.percent === '' ? undefined : Number(body.percent);
      return switchThroughGate(reply, { remote, action: 'canary', version, percent, steps, intervalMs, reason: text(request.body, 'reason'), force: forced(request.body), actor: identity.actor }, ({ current, detail }) => `${remote}: canary ${current} for ${detail}.`);
    }
    const share = body.percent;
    if (share === undefined || share === null || share === '') return reply.code(400).send({ error: `Give the canary's share of visitors: a whole number from 1 to 99. ${NOTHING_CHANGED}` });
    // The gate judges the number (a whole number from 1 to 99), as it does for the command.
    const percent = Number(share);
    return switchThroughGate(reply, { remote, action: 'canary', version, percent, reason: text(request.body, 'reason'), force: forced(request.body), actor: identity.actor }, ({ current }) => `${remote}: canary ${current} for ${percent} % of visitors.`);
  });

  for (const hold of /** @type {const} */ (['pause', 'resume'])) {
    guarded('POST', `/api/${hold}`, async (request, reply, identity) => {
      const remote = await remoteOf(request, reply, identity, hold);
      if (!remote) return reply;
      return switchThroughGate(reply, { remote, action: hold, reason: text(request.body, 'reason'), actor: identity.actor }, ({ current, detail }) => `${remote}: canary ${current} ${detail}.`);
    });
  }

  guarded('POST', '/api/abort', async (request, reply, identity) => {
    const remote = await remoteOf(request, reply, identity, 'abort');
    if (!remote) return reply;
    const reason = text(request.body, 'reason');
    if (!reason) return reply.code(400).send({ error: `Aborting a canary needs a reason for the audit log. ${NOTHING_CHANGED}` });
    return switchThroughGate(reply, { remote, action: 'abort', reason, actor: identity.actor }, ({ previous, current }) => `${remote}: canary ${previous} aborted; every visitor gets ${current}.`);
  });

  guarded('POST', '/api/promote', async (request, reply, identity) => {
    const remote = await remoteOf(request, reply, identity, 'promote');
    if (!remote) return reply;
    return switchThroughGate(reply, { remote, action: 'promote', reason: text(request.body, 'reason'), force: forced(request.body), actor: identity.actor }, ({ current }) => `${remote}: ${current} is live for everyone; the canary is over.`);
  });

  guarded('POST', '/api/rollback', async (request, reply, identity) => {
    const remote = await remoteOf(request, reply, identity, 'rollback');
    if (!remote) return reply;
    const reason = text(request.body, 'reason');
    if (!reason) return reply.code(400).send({ error: `A rollback needs a reason for the audit log. ${NOTHING_CHANGED}` });
    const version = text(request.body, 'version') ?? previousVersion((await store.readPointer()), remote);
    if (!version) return reply.code(409).send({ error: `${remote} has no earlier version to roll back to. ${NOTHING_CHANGED}` });
    return switchThroughGate(reply, { remote, action: 'rollback', version, reason, actor: identity.actor }, ({ previous, current }) => `${remote}: ${previous ?? '(none)'} → ${current} is live.`);
  });

  // A preview is for this browser only: the signed pass goes straight into the preview cookie the
  // gateway reads (never into a URL), and the page opens the remote's first page.
  guarded('POST', '/api/preview', async (request, reply, identity) => {
    const remote = await remoteOf(request, reply, identity, 'preview');
    if (!remote) return reply;
    if (!previewSecret) return reply.code(503).send({ error: 'Previews are off on this server (no preview secret).' });
    const version = text(request.body, 'version');
    const published = publishedVersions(storeDir, remote);
    if (!version || !published.includes(version)) {
      return reply.code(400).send({ error: `${remote} ${version ?? '(no version)'} was never published. Published versions: ${published.join(', ') || 'none'}. ${NOTHING_CHANGED}` });
    }
    const landing = routes.find((route) => route.remote === remote && !route.path.includes(':'))?.path ?? '/';
    const exp = now() + PREVIEW_HOURS * 3600_000;
    await store.versions.ensure(remote, version);
    const health = versionHealth(storeDir, remote, version, hostReactVersion, shellDir);
    await store.appendAudit({
      actor: identity.actor,
      action: 'preview',
      environment: 'production',
      remote,
      from: (await store.readPointer()).releases[remote]?.live ?? null,
      to: version,
      reason: null,
      health: health.healthy ? 'passed' : 'failed',
      result: 'previewed',
      detail: `this browser only, for ${PREVIEW_HOURS} h`,
    });
    reply.setCookie(PREVIEW_COOKIE, signPreviewPass({ remotes: { [remote]: version }, path: landing, exp }, previewSecret), {
      // The same cookie `/_preview` sets (`delivery/deliveryRoutes.mjs`).
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: new URL(siteUrl).protocol === 'https:',
      expires: new Date(exp),
    });
    return { message: `Previewing ${remote} ${version} in this browser until ${new Date(exp).toISOString()}.`, location: landing, state: await releaseState(storeDir, hostReactVersion, shellDir, store) };
  });

  // A link, for a pipeline (`npm run preview-link -- … --to <site>`): whoever opens it sees those
  // versions in that browser only, as with the command on the gateway's own disk. Each version must be
  // published and of a remote the identity may act on; each is recorded.
  guarded('POST', '/api/preview-link', async (request, reply, identity) => {
    if (!previewSecret) return reply.code(503).send({ error: 'Previews are off on this server (no preview secret).' });
    const body = /** @type {{ remotes?: unknown, hours?: unknown, path?: unknown }} */ (request.body ?? {});
    const asked = body.remotes && typeof body.remotes === 'object' ? Object.entries(/** @type {Record<string, unknown>} */ (body.remotes)) : [];
    if (asked.length === 0) return reply.code(400).send({ error: `Name the versions to preview: { "remotes": { "<remote>": "<version>" } }. ${NOTHING_CHANGED}` });
    const hours = body.hours === undefined ? 24 : Number(body.hours);
    if (!(hours > 0 && hours <= 24 * 14)) return reply.code(400).send({ error: `hours must be more than 0 and at most 336 (two weeks); got ${body.hours}. ${NOTHING_CHANGED}` });
    const landing = sitePath(typeof body.path === 'string' ? body.path : '/');
    if (!landing) return reply.code(400).send({ error: `path must be a path on this site, such as /blog. ${NOTHING_CHANGED}` });
    /** @type {Record<string, string>} */
    const remotes = {};
    for (const [name, version] of asked) {
      const remote = remoteNames.find((candidate) => candidate === name);
      if (!remote) return reply.code(400).send({ error: `Unknown remote "${name}". Remotes: ${remoteNames.join(', ')}. ${NOTHING_CHANGED}` });
      if (!mayActOn(identity, remote)) return refuseOutOfScope(reply, store, identity, { action: 'preview', remote, version: String(version) });
      const published = publishedVersions(storeDir, remote);
      if (typeof version !== 'string' || !published.includes(version)) {
        return reply.code(400).send({ error: `${remote} ${version} was never published. Published versions: ${published.join(', ') || 'none'}. ${NOTHING_CHANGED}` });
      }
      remotes[remote] = version;
    }
    const exp = now() + hours * 3600_000;
    const live = (await store.readPointer()).releases;
    for (const [remote, version] of Object.entries(remotes)) {
      await store.versions.ensure(remote, version);
      const health = versionHealth(storeDir, /** @type {import('@site/shared/remotes').RemoteName} */ (remote), version, hostReactVersion, shellDir);
      await store.appendAudit({ actor: identity.actor, action: 'preview', environment: 'production', remote, from: live[remote]?.live ?? null, to: version, reason: null, health: health.healthy ? 'passed' : 'failed', result: 'previewed', detail: `a preview link, for ${hours} h` });
    }
    const pass = signPreviewPass({ remotes, path: landing, exp }, previewSecret);
    return { link: `${new URL('/_preview', siteUrl).href}?pass=${encodeURIComponent(pass)}`, expires: new Date(exp).toISOString() };
  });

  // A dev override link, for `npm run dev -- <remote> --site <this site>`: whoever opens it gets that
  // remote from the named dev server, in that browser only; signed here (the one preview secret), for a
  // remote the identity may act on, a dev server on this site's allowlist, only where overrides are on.
  // Opening it is recorded under the identity's name (`/_preview/dev`).
  guarded('POST', '/api/dev-override-link', async (request, reply, identity) => {
    if (!previewSecret) return reply.code(503).send({ error: 'Previews are off on this server (no preview secret).' });
    if (!devOverrides?.enabled) return reply.code(409).send({ error: `Dev overrides are off on this site (DEV_OVERRIDES). ${NOTHING_CHANGED}` });
    const body = /** @type {{ remote?: unknown, url?: unknown, hours?: unknown, path?: unknown }} */ (request.body ?? {});
    const remote = remoteNames.find((candidate) => candidate === body.remote);
    if (!remote) return reply.code(400).send({ error: `Unknown remote "${body.remote}". Remotes: ${remoteNames.join(', ')}. ${NOTHING_CHANGED}` });
    if (!mayActOn(identity, remote)) return refuseOutOfScope(reply, store, identity, { action: 'dev-override', remote, version: String(body.url ?? '') });
    const url = typeof body.url === 'string' ? body.url : '';
    if (!isAllowedDevUrl(url, devOverrides.origins)) {
      return reply.code(400).send({ error: `url must be a dev server on this site's allowlist (${devOverrides.origins.join(', ')}); got "${url}". ${NOTHING_CHANGED}` });
    }
    const hours = body.hours === undefined ? 4 : Number(body.hours);
    if (!(hours > 0 && hours * 3600_000 <= DEV_OVERRIDE_MAX_MS)) return reply.code(400).send({ error: `hours must be more than 0 and at most ${DEV_OVERRIDE_MAX_MS / 3600_000}; got ${body.hours}. ${NOTHING_CHANGED}` });
    const landing = sitePath(typeof body.path === 'string' ? body.path : '/');
    if (!landing) return reply.code(400).send({ error: `path must be a path on this site, such as /blog. ${NOTHING_CHANGED}` });
    const at = now();
    const pass = signDevOverride({ remote, url, by: identity.actor, path: landing, ms: hours * 3600_000, now: at }, previewSecret);
    return { link: `${new URL('/_preview/dev', siteUrl).href}?pass=${encodeURIComponent(pass)}`, expires: new Date(at + hours * 3600_000).toISOString() };
  });
}

/** @param {string} siteUrl */
function isLocalHttp(siteUrl) {
  const url = new URL(siteUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
