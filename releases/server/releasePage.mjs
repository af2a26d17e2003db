// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { remoteNames, routes } from '@site/shared/remotes';
import { appendAudit, clientOf, createFailureCounter, gatedSwitch, openTrustRecords, PREVIEW_COOKIE, previousVersion, publishedVersions, readPointer, sessionEntry, shellReactVersion, signPreviewPass } from '@site/gateway';
import { checkLogin } from './accounts.mjs';
import { releasePageFromEnv } from './releasePageConfig.mjs';
import { releaseState, versionHealth } from './releaseState.mjs';
import { createSessions } from './session.mjs';

/** The page's built files (`npm run build`). */
const BUILT_PAGE = path.resolve(import.meta.dirname, '../dist');
/** Wrong logins one client may send per window before it is made to wait. */
export const LOGIN_FAILURES = { max: 5, windowMs: 60_000 };
/** How long a preview opened from the page lasts. */
const PREVIEW_HOURS = 4;
const NOTHING_CHANGED = 'Nothing changed.';

/**
 * The release page at `/_releases/`: for release managers only, never linked, never in the sitemap,
 * `noindex`. Off (404) unless accounts are configured. Its browser side is `releases/src/`; this is
 * its server side: login (constant-time, throttled per client), a session kept on the server and
 * named by a signed `HttpOnly; SameSite=Strict` cookie (`Secure` unless the site is plain-HTTP
 * localhost), a CSRF token on every action, and the actions themselves, each through the release
 * gate and recorded under the logged-in name. Logins and logouts are in the audit log too.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ storeDir: string, shellDir: string, siteUrl: string, previewSecret?: string, config?: import('./releasePageConfig.mjs').ReleasePageConfig | null, trust?: import('@site/gateway').TrustRecords, hostReactVersion?: string, builtPage?: string, now?: () => number }} options
 *   `config`: accounts and session secret; left out, read from the environment (`releasePageFromEnv`); null: off;
 *   `trust`: where sessions are kept; left out, the deploy store's (`trustRecords`), closed with the app.
 */
export async function registerReleasePage(app, { storeDir, shellDir, siteUrl, previewSecret, config = releasePageFromEnv(), trust, hostReactVersion = shellReactVersion(), builtPage = BUILT_PAGE, now = Date.now }) {
  app.get('/_releases', async (_request, reply) => reply.header('X-Robots-Tag', 'noindex, nofollow').redirect('/_releases/', 302));
  await app.register(
    async (scope) => {
      // Whatever the answer, it is nobody's to index or keep.
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'no-store');
        return payload;
      });
      if (!config) {
        const off = { error: 'The release page is not enabled on this server (RELEASE_PAGE_ACCOUNTS is not set).' };
        scope.all('/*', async (_request, reply) => reply.code(404).send(off));
        return;
      }
      let records = trust;
      if (!records) {
        const own = openTrustRecords(storeDir, { now });
        scope.addHook('onClose', async () => own.close());
        records = own;
      }
      registerApi(scope, { storeDir, shellDir, siteUrl, previewSecret, config, sessionRecords: records.sessions, hostReactVersion, now });
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

/**
 * `/_releases/api/…`: `session` and `login` (and `logout`), `state` (what the page shows), and the
 * actions `preview`, `canary`, `abort`, `promote`, `rollback`. 401 without a session; 403 to an
 * action without the session's CSRF token (`X-CSRF-Token`); 400 to bad input and 409 to a switch
 * the gate refuses, each with the reason and nothing changed.
 * @param {import('fastify').FastifyInstance} scope
 * @param {{ storeDir: string, shellDir: string, siteUrl: string, previewSecret?: string, config: import('./releasePageConfig.mjs').ReleasePageConfig, sessionRecords: import('@site/gateway').TrustRecords['sessions'], hostReactVersion: string, now: () => number }} options
 */
function registerApi(scope, { storeDir, shellDir, siteUrl, previewSecret, config, sessionRecords, hostReactVersion, now }) {
  const secure = !isLocalHttp(siteUrl);
  const sessions = createSessions({ secret: config.secret, secure, records: sessionRecords, accounts: config.accounts, now });
  const failures = createFailureCounter({ ...LOGIN_FAILURES, now });
  // Wrong logins since the last good one on this gateway: the next login's audit line says how many.
  let failedLogins = 0;

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
    const session = sessions.issue(reply, name);
    appendAudit(storeDir, sessionEntry(name, 'login', `${failedLogins} failed login${failedLogins === 1 ? '' : 's'} on this gateway since the last login`));
    failedLogins = 0;
    return { name: session.name, csrf: session.csrf };
  });

  scope.get('/api/session', async (request, reply) => {
    const session = sessions.read(request);
    if (!session) return reply.code(401).send({ error: 'Not logged in.' });
    return { name: session.name, csrf: session.csrf };
  });

  /**
   * A route for logged-in release managers; a POST also needs the session's CSRF token.
   * @param {'GET' | 'POST'} method @param {string} url
   * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, session: import('./session.mjs').Session) => Promise<unknown>} handler
   */
  const guarded = (method, url, handler) =>
    scope.route({
      method,
      url,
      handler: async (request, reply) => {
        const session = sessions.read(request);
        if (!session) return reply.code(401).send({ error: `Your session has ended: log in again. ${method === 'POST' ? NOTHING_CHANGED : ''}`.trim() });
        if (method === 'POST' && !sessions.csrfMatches(request, session)) {
          return reply.code(403).send({ error: `This page's security token is stale (you logged in again elsewhere, or it is missing): reload the page and try again. ${NOTHING_CHANGED}` });
        }
        return handler(request, reply, session);
      },
    });

  guarded('POST', '/api/logout', async (_request, reply, session) => {
    sessions.end(reply, session);
    appendAudit(storeDir, sessionEntry(session.name, 'logout', 'the session is ended on the server: its cookie opens nothing'));
    return { loggedOut: true };
  });

  guarded('GET', '/api/state', async () => releaseState(storeDir, hostReactVersion, shellDir));

  /**
   * The remote a request names, or a 400 sent.
   * @param {unknown} body @param {import('fastify').FastifyReply} reply
   */
  const remoteOf = (body, reply) => {
    const name = text(body, 'remote');
    const remote = remoteNames.find((candidate) => candidate === name);
    if (!remote) reply.code(400).send({ error: `Unknown remote "${name ?? ''}". Remotes: ${remoteNames.join(', ')}. ${NOTHING_CHANGED}` });
    return remote;
  };

  /**
   * Runs one switch through the gate under the logged-in name: the new state, or 409 with the gate's reason.
   * @param {import('fastify').FastifyReply} reply @param {Omit<Parameters<typeof gatedSwitch>[0], 'storeDir' | 'hostReactVersion' | 'shellDir'>} input
   * @param {(result: { previous?: string, current: string }) => string} describe
   */
  const switchThroughGate = async (reply, input, describe) => {
    try {
      const result = await gatedSwitch({ ...input, storeDir, shellDir, hostReactVersion });
      return { message: describe(result), state: releaseState(storeDir, hostReactVersion, shellDir) };
    } catch (error) {
      return reply.code(409).send({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  guarded('POST', '/api/canary', async (request, reply, session) => {
    const remote = remoteOf(request.body, reply);
    if (!remote) return reply;
    const version = text(request.body, 'version');
    if (!version) return reply.code(400).send({ error: `Choose the version to canary. ${NOTHING_CHANGED}` });
    const share = /** @type {{ percent?: unknown }} */ (request.body).percent;
    if (share === undefined || share === null || share === '') return reply.code(400).send({ error: `Give the canary's share of visitors: a whole number from 1 to 99. ${NOTHING_CHANGED}` });
    // The gate judges the number (a whole number from 1 to 99), as it does for the command.
    const percent = Number(share);
    return switchThroughGate(reply, { remote, action: 'canary', version, percent, reason: text(request.body, 'reason'), actor: session.name }, ({ current }) => `${remote}: canary ${current} for ${percent} % of visitors.`);
  });

  guarded('POST', '/api/abort', async (request, reply, session) => {
    const remote = remoteOf(request.body, reply);
    if (!remote) return reply;
    const reason = text(request.body, 'reason');
    if (!reason) return reply.code(400).send({ error: `Aborting a canary needs a reason for the audit log. ${NOTHING_CHANGED}` });
    return switchThroughGate(reply, { remote, action: 'abort', reason, actor: session.name }, ({ previous, current }) => `${remote}: canary ${previous} aborted; every visitor gets ${current}.`);
  });

  guarded('POST', '/api/promote', async (request, reply, session) => {
    const remote = remoteOf(request.body, reply);
    if (!remote) return reply;
    return switchThroughGate(reply, { remote, action: 'promote', reason: text(request.body, 'reason'), actor: session.name }, ({ current }) => `${remote}: ${current} is live for everyone; the canary is over.`);
  });

  guarded('POST', '/api/rollback', async (request, reply, session) => {
    const remote = remoteOf(request.body, reply);
    if (!remote) return reply;
    const reason = text(request.body, 'reason');
    if (!reason) return reply.code(400).send({ error: `A rollback needs a reason for the audit log. ${NOTHING_CHANGED}` });
    const version = text(request.body, 'version') ?? previousVersion(readPointer(storeDir), remote);
    if (!version) return reply.code(409).send({ error: `${remote} has no earlier version to roll back to. ${NOTHING_CHANGED}` });
    return switchThroughGate(reply, { remote, action: 'rollback', version, reason, actor: session.name }, ({ previous, current }) => `${remote}: ${previous ?? '(none)'} → ${current} is live.`);
  });

  // A preview is for this browser only: the signed pass goes straight into the preview cookie the
  // gateway reads (never into a URL), and the page opens the remote's first page.
  guarded('POST', '/api/preview', async (request, reply, session) => {
    const remote = remoteOf(request.body, reply);
    if (!remote) return reply;
    if (!previewSecret) return reply.code(503).send({ error: 'Previews are off on this server (no preview secret).' });
    const version = text(request.body, 'version');
    const published = publishedVersions(storeDir, remote);
    if (!version || !published.includes(version)) {
      return reply.code(400).send({ error: `${remote} ${version ?? '(no version)'} was never published. Published versions: ${published.join(', ') || 'none'}. ${NOTHING_CHANGED}` });
    }
    const landing = routes.find((route) => route.remote === remote && !route.path.includes(':'))?.path ?? '/';
    const exp = now() + PREVIEW_HOURS * 3600_000;
    const health = versionHealth(storeDir, remote, version, hostReactVersion, shellDir);
    appendAudit(storeDir, {
      actor: session.name,
      action: 'preview',
      environment: 'production',
      remote,
      from: readPointer(storeDir).releases[remote]?.live ?? null,
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
    return { message: `Previewing ${remote} ${version} in this browser until ${new Date(exp).toISOString()}.`, location: landing, state: releaseState(storeDir, hostReactVersion, shellDir) };
  });
}

/** @param {string} siteUrl */
function isLocalHttp(siteUrl) {
  const url = new URL(siteUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
