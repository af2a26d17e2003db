// @ts-check
import { DEFAULT_IMAGE_CACHE_BYTES } from './imageCache.mjs';
import { SERVER_RATE_LIMIT, VISITOR_RATE_LIMIT } from './query/queryBudget.mjs';
import { DEFAULT_LIVE_LIMITS } from './live/liveRoute.mjs';

/**
 * The content service's limits from the environment, for `start.mjs` and for `npm start` running it
 * in its own process: CMS_QUERY_TIMEOUT_MS (1500), CMS_RATE_BURST / CMS_RATE_PER_SECOND (200 / 20 per
 * visitor address), CMS_SERVER_RATE_BURST / CMS_SERVER_RATE_PER_SECOND (64 / 500 for the holders of
 * the read token), CMS_IMAGE_CACHE_MB (64; 0 turns the image cache off), CMS_LIVE_MAX_PER_ADDRESS /
 * CMS_LIVE_MAX_TOTAL (20 / 1000 open Live Content API streams), CMS_LIVE_LOG (where its events are
 * kept; beside the dataset by default).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function contentServiceLimitsFromEnv(env = process.env) {
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, got "${raw}"`);
    return value;
  };
  return {
    queryTimeoutMs: number('CMS_QUERY_TIMEOUT_MS', 1500),
    queryRateLimit: { burst: number('CMS_RATE_BURST', VISITOR_RATE_LIMIT.burst), perSecond: number('CMS_RATE_PER_SECOND', VISITOR_RATE_LIMIT.perSecond) },
    serverRateLimit: {
      burst: number('CMS_SERVER_RATE_BURST', SERVER_RATE_LIMIT.burst),
      perSecond: number('CMS_SERVER_RATE_PER_SECOND', SERVER_RATE_LIMIT.perSecond),
    },
    images: { cacheBytes: Math.round(number('CMS_IMAGE_CACHE_MB', DEFAULT_IMAGE_CACHE_BYTES / 1024 / 1024) * 1024 * 1024) },
    liveLimits: { perAddress: number('CMS_LIVE_MAX_PER_ADDRESS', DEFAULT_LIVE_LIMITS.perAddress), total: number('CMS_LIVE_MAX_TOTAL', DEFAULT_LIVE_LIMITS.total) },
    ...(env.CMS_LIVE_LOG ? { liveLogPath: env.CMS_LIVE_LOG } : {}),
  };
}

/**
 * The content service's write path from the environment: SANITY_API_WRITE_TOKEN (the name Sanity's
 * own templates use; unset: the service is read-only), and the publish webhook, sent when
 * SANITY_REVALIDATE_SECRET is set to CMS_WEBHOOK_URL (`siteUrl` + `/api/revalidate` by default,
 * where `npm start` serves the site; no URL and no site: none is sent).
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ siteUrl?: string }} [defaults]
 * @returns {{ writeToken?: string; webhook?: { url: string; secret: string } }}
 */
export function contentWritesFromEnv(env = process.env, { siteUrl } = {}) {
  const writeToken = env.SANITY_API_WRITE_TOKEN?.trim() || undefined;
  const secret = env.SANITY_REVALIDATE_SECRET?.trim() || undefined;
  const url = env.CMS_WEBHOOK_URL?.trim() || (siteUrl ? `${siteUrl.replace(/\/+$/, '')}/api/revalidate` : undefined);
  return { writeToken, ...(secret && url ? { webhook: { url, secret } } : {}) };
}
