// @ts-check
import { devOverridesFromEnv } from './delivery/devOverride.mjs';
import { previewSecret } from './delivery/previewSecret.mjs';
import { fieldConfigFromEnv } from '../store/fieldConfig.mjs';
import { DEFAULT_RENDER_LIMITS } from './ssr/composePage.mjs';
import { DEFAULT_LIVE_LIMITS } from './live/liveRoutes.mjs';

/** The environment variable of each render limit (defaults: `DEFAULT_RENDER_LIMITS`). */
const RENDER_LIMIT_ENV = /** @type {const} */ ({
  freshMs: 'PAGE_CACHE_FRESH_MS',
  maxAgeMs: 'PAGE_CACHE_MAX_AGE_MS',
  staleIfErrorMs: 'PAGE_STALE_IF_ERROR_MS',
  notFoundMs: 'PAGE_NOT_FOUND_CACHE_MS',
  maxEntries: 'PAGE_CACHE_MAX_ENTRIES',
  maxBytes: 'PAGE_CACHE_MAX_BYTES',
  concurrency: 'RENDER_CONCURRENCY',
  queue: 'RENDER_QUEUE',
  clientBurst: 'RENDER_CLIENT_BURST',
  clientPerSecond: 'RENDER_CLIENT_PER_SECOND',
  retryAfterS: 'RENDER_RETRY_AFTER_S',
});

/**
 * The render limits the environment sets; a value that is not a non-negative number stops the start
 * with its name, rather than running unbounded.
 * @param {NodeJS.ProcessEnv} env
 * @returns {import('./ssr/composePage.mjs').RenderLimits}
 */
export function renderLimitsFromEnv(env) {
  /** @type {Record<string, number>} */
  const limits = {};
  for (const [limit, name] of Object.entries(RENDER_LIMIT_ENV)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0 (default ${DEFAULT_RENDER_LIMITS[/** @type {keyof typeof DEFAULT_RENDER_LIMITS} */ (limit)]}), not "${text}"`);
    limits[limit] = value;
  }
  return limits;
}

/**
 * Live content from the environment: `LIVE_CONTENT=off` turns it off (no subscription, no streams);
 * `LIVE_MAX_PER_ADDRESS` and `LIVE_MAX_TOTAL` cap the tabs' open streams (`DEFAULT_LIVE_LIMITS`;
 * 0 refuses every stream: tabs poll).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ perAddress: number, total: number } | false}
 */
export function liveLimitsFromEnv(env) {
  if (env.LIVE_CONTENT === 'off') return false;
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0 (default ${fallback}), not "${text}"`);
    return value;
  };
  return { perAddress: number('LIVE_MAX_PER_ADDRESS', DEFAULT_LIVE_LIMITS.perAddress), total: number('LIVE_MAX_TOTAL', DEFAULT_LIVE_LIMITS.total) };
}

/**
 * What the environment decides of a gateway (`createGateway`'s options), read the same way by
 * `npm start` and by each gateway process of a cluster (`scripts/cluster/gatewayProcess.mjs`).
 * Throws before anything starts on a value that must not run (DEV_OVERRIDES=on on a production site,
 * a render limit that is not a number).
 * @param {NodeJS.ProcessEnv} env
 */
export function gatewayOptionsFromEnv(env) {
  /** @param {string | undefined} text */
  const list = (text) => (text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return {
    revalidateSecret: env.REVALIDATE_SECRET,
    webhookSecret: env.SANITY_REVALIDATE_SECRET,
    previewSecret: previewSecret(env),
    trustedProxies: list(env.TRUSTED_PROXIES),
    renderBudgetMs: env.RENDER_BUDGET_MS ? Number(env.RENDER_BUDGET_MS) : undefined,
    renderLimits: renderLimitsFromEnv(env),
    field: fieldConfigFromEnv(env),
    sourceMaps: env.SERVE_SOURCE_MAPS === '1',
    devOverrides: devOverridesFromEnv(env),
    varnishUrls: list(env.VARNISH_PURGE_URLS),
    live: liveLimitsFromEnv(env),
    ...(env.CSP_FRAME_SRC !== undefined ? { frameSources: env.CSP_FRAME_SRC.split(/[\s,]+/).filter(Boolean) } : {}),
  };
}

