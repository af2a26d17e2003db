// @ts-check
import { clientOf } from '@site/shared/tooling/nodeServer.mjs';
import { createClientRateLimit } from './clientRateLimit.mjs';
import { createReadTokenCheck } from './readToken.mjs';

/**
 * @typedef {{ burst: number; perSecond: number }} RateLimit
 * @typedef {{ ok: true; identity: 'anonymous' | 'token' }
 *   | { ok: false; status: 429; retryAfterSeconds: number }
 *   | { ok: false; status: 401 }} Admission
 */

/** A visitor's address: 200 at once, then 20/s (what the public query API has always allowed). */
export const VISITOR_RATE_LIMIT = Object.freeze({ burst: 200, perSecond: 20 });
/**
 * The holders of the read token, together: the gateway renders at most a handful of pages at once,
 * each asking a few queries, and `npm run export` renders every page in a row. Generous, so the
 * site's own renders never wait on a limit meant for one visitor, yet still a bound should the token leak.
 */
export const SERVER_RATE_LIMIT = Object.freeze({ burst: 64, perSecond: 500 });

/**
 * Who may run a query now. Visitors are counted per address; the site's servers, which all come
 * from the gateway's address too, present the read token and draw on a budget of their own, so a
 * flood of anonymous queries from that address (a visitor's browser on loopback, a script) cannot
 * starve the pages. A wrong token is refused with 401, and counted against its sender's address
 * first, so guessing it is throttled like any other query.
 * @param {{ readToken?: string; visitors?: RateLimit; servers?: RateLimit; now?: () => number }} options
 */
export function createQueryBudget({ readToken, visitors = VISITOR_RATE_LIMIT, servers = SERVER_RATE_LIMIT, now }) {
  const identify = createReadTokenCheck(readToken);
  const perVisitor = createClientRateLimit({ ...visitors, ...(now ? { now } : {}) });
  const forServers = createClientRateLimit({ ...servers, maxClients: 1, ...(now ? { now } : {}) });

  return {
    /**
     * @param {{ ip: string; authorization?: string }} request
     * @returns {Admission}
     */
    admit({ ip, authorization }) {
      const identity = identify(authorization);
      // A visitor is an IPv4 address or an IPv6 /64 (one home gets a whole /64).
      const wait = identity === 'token' ? forServers.take('read token') : perVisitor.take(clientOf(ip));
      if (wait > 0) return { ok: false, status: 429, retryAfterSeconds: wait };
      if (identity === 'invalid') return { ok: false, status: 401 };
      return { ok: true, identity };
    },
  };
}
