// @ts-check
import { remoteNames } from '@site/shared/remotes';
import { readPass, signPass } from '../client/signedPass.mjs';
import { sitePath } from './sitePath.mjs';

/**
 * A dev override: one browser gets one remote from a developer's dev server (`npm run dev -- mfe-blog
 * --site <url>`), every other remote as deployed. A pass of the one signed-pass mechanism
 * (`signedPass.mjs`), signed with the preview secret, of its own `kind` (a preview pass has none), so
 * neither is taken for the other. The remote it names is rendered in the browser only: the server
 * never loads code from a dev server.
 * @typedef {{ kind: 'dev-override', remote: string, url: string, by?: string, path?: string, exp: number }} DevOverridePass
 * @typedef {{ remote: string, url: string, by?: string, path?: string, exp: number }} DevOverride what one request gets
 *   (`by`: the developer the pass names; `path`: where its link lands)
 * @typedef {{ enabled: boolean, origins: string[] }} DevOverrideConfig
 */

export const DEV_OVERRIDE_KIND = 'dev-override';

/** The cookie that holds an override pass. */
export const DEV_OVERRIDE_COOKIE = 'site_dev_override';

/** An override pass lives at most this long: a working session, not a standing setting. */
export const DEV_OVERRIDE_MAX_MS = 12 * 3600_000;

/** The dev origins honoured unless `DEV_OVERRIDE_ORIGINS` says otherwise: loopback, any port. */
export const DEFAULT_DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Off: what every gateway is unless configured otherwise. */
export const DEV_OVERRIDES_OFF = /** @type {DevOverrideConfig} */ ({ enabled: false, origins: [] });

/** @param {string} url */
const isLoopbackUrl = (url) => {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
};

/**
 * Whether this gateway honours override passes, from its environment. Off by default; `DEV_OVERRIDES=on`
 * turns it on, and is refused (an error at start) on a production site. The rule: a site is
 * production unless it says otherwise, so `on` starts only when `SITE_URL` is a loopback URL (or
 * unset: `http://localhost:$PORT`), or `SITE_ENV` names another environment (`staging`); with
 * `SITE_ENV=production` it never starts. (`NODE_ENV` is no signal: the gateway runs React's production
 * build everywhere.) `DEV_OVERRIDE_ORIGINS`: the dev origins honoured, comma-separated, `*` for any
 * port (default loopback: `http://localhost:*,http://127.0.0.1:*`).
 * @param {NodeJS.ProcessEnv} env @returns {DevOverrideConfig}
 */
export function devOverridesFromEnv(env) {
  const setting = (env.DEV_OVERRIDES ?? 'off').trim().toLowerCase();
  if (setting === '' || setting === 'off') return DEV_OVERRIDES_OFF;
  if (setting !== 'on') throw new Error(`DEV_OVERRIDES must be "on" or "off", not "${env.DEV_OVERRIDES}"`);
  const siteEnv = (env.SITE_ENV ?? '').trim().toLowerCase();
  const siteUrl = env.SITE_URL || 'http://localhost';
  if (siteEnv === 'production' || (!siteEnv && !isLoopbackUrl(siteUrl))) {
    throw new Error(
      `DEV_OVERRIDES=on is refused on a production site (SITE_URL ${siteUrl}${siteEnv ? `, SITE_ENV ${siteEnv}` : ''}): it lets a browser load code from a developer's machine. For a staging site set SITE_ENV=staging.`,
    );
  }
  const origins = env.DEV_OVERRIDE_ORIGINS?.trim() ? env.DEV_OVERRIDE_ORIGINS.split(/[\s,]+/).filter(Boolean) : DEFAULT_DEV_ORIGINS;
  for (const origin of origins) {
    if (!/^https?:\/\/[a-z0-9.[\]:-]+:(?:\*|\d{1,5})$|^https?:\/\/[a-z0-9.[\]-]+$/i.test(origin)) {
      throw new Error(`DEV_OVERRIDE_ORIGINS: "${origin}" is not an origin such as http://localhost:* or https://dev.example:8443`);
    }
  }
  return { enabled: true, origins };
}

/**
 * True when a dev server URL's origin is on the allowlist (`*` stands for any port).
 * @param {string} url @param {string[]} origins
 */
export function isAllowedDevUrl(url, origins) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return origins.some((pattern) => {
    if (pattern.endsWith(':*')) return `${parsed.protocol}//${parsed.hostname}` === pattern.slice(0, -2).toLowerCase();
    return parsed.origin === new URL(pattern).origin;
  });
}

/**
 * The manifest URL the browser loads the remote from: the dev server's `mf-manifest.json`.
 * @param {string} url the dev server (its origin), or a manifest URL on it
 */
export const devManifestUrl = (url) => (url.endsWith('.json') ? url : new URL('/mf-manifest.json', url).href);

/**
 * A signed override pass, valid `ms` from `now` (at most `DEV_OVERRIDE_MAX_MS`).
 * @param {{ remote: string, url: string, by?: string, path?: string, ms?: number, now?: number }} override @param {string} secret
 */
export function signDevOverride({ remote, url, by, path, ms = 4 * 3600_000, now = Date.now() }, secret) {
  /** @type {DevOverridePass} */
  const pass = { kind: DEV_OVERRIDE_KIND, remote, url: devManifestUrl(url), ...(by ? { by } : {}), ...(path ? { path } : {}), exp: now + Math.min(ms, DEV_OVERRIDE_MAX_MS) };
  return signPass(pass, secret);
}

/**
 * The override a token carries, or undefined when overrides are off, or it is missing, tampered with,
 * signed with another secret, expired, lives longer than allowed, names no remote of the site or a
 * dev server off the allowlist.
 * @param {string | undefined} token @param {string | undefined} secret @param {DevOverrideConfig} config @param {number} [now]
 * @returns {DevOverride | undefined}
 */
export function readDevOverride(token, secret, config, now = Date.now()) {
  if (!config.enabled) return undefined;
  const pass = readPass(token, secret, now);
  if (!pass || pass.kind !== DEV_OVERRIDE_KIND || pass.exp > now + DEV_OVERRIDE_MAX_MS) return undefined;
  const { remote, url, by, exp } = pass;
  if (typeof remote !== 'string' || !remoteNames.some((name) => name === remote)) return undefined;
  if (typeof url !== 'string' || !isAllowedDevUrl(url, config.origins)) return undefined;
  const path = pass.path === undefined ? undefined : sitePath(pass.path);
  if (pass.path !== undefined && path === undefined) return undefined;
  return { remote, url, ...(typeof by === 'string' && by ? { by: by.slice(0, 100) } : {}), ...(path ? { path } : {}), exp };
}
