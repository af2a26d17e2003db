// @ts-check

/**
 * The names a developer's browser reaches a dev server on this machine by. The dev servers listen on
 * 127.0.0.1 and the shell's `/remotes.json` names each remote there, so a page opened at
 * `http://localhost:3000` loads the remotes' code across sites (`localhost` and `127.0.0.1` are two
 * sites to a browser).
 */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '::1'];

/**
 * Whom an app's dev server (`npm run dev`) gives its code and its hot-update socket to: pages on this
 * machine, by any loopback name and port, and, for a remote that runs inside a deployed site (`npm run
 * dev -- <remote> --site <url>`, which passes the site's origin as `DEV_SITE_ORIGIN`), that site.
 * Nobody else: any page a developer visits must not read their code.
 *
 * The dev server's own checks do not say that: it refuses the socket and `<script>`s across sites,
 * and its `allowedHosts`, which would let those pages through, switches the check on scripts off
 * for every page once the dev server's own name is in it, and lets any page on a bare IP address
 * open the socket; its `Access-Control-Allow-Origin: *` let every site `fetch()` the code. So the
 * host names are allowed (`allowedHosts`, for the Host and Origin checks) and each of the three
 * gates is ours, on the page's origin: the socket's handshake (`webSocketServer`), the cross-site
 * check on scripts and styles (`guard`, by the `Referer` the browser sends) and CORS (`headers`).
 * @param {string} [siteOrigin] the deployed site a remote runs inside
 */
export function devServerAccess(siteOrigin) {
  const site = siteOrigin ? new URL(siteOrigin) : undefined;
  /** @param {string | undefined} origin */
  const trusted = (origin) => {
    if (!origin) return false;
    try {
      const url = new URL(origin);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      return LOOPBACK_HOSTNAMES.includes(url.hostname.replace(/^\[(.*)\]$/, '$1')) || url.origin === site?.origin;
    } catch {
      return false;
    }
  };
  /** The origin of the page a script or stylesheet is for, as its `Referer` says. @param {import('node:http').IncomingMessage} req */
  const pageOrigin = (req) => {
    try {
      return req.headers.referer ? new URL(req.headers.referer).origin : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    /** The Host and Origin checks of the dev server: the loopback names, and the site's. */
    allowedHosts: [...LOOPBACK_HOSTNAMES, ...(site ? [site.hostname] : [])],
    /** The hot-update socket (the dev server's default path): opened from a trusted page only. */
    webSocketServer: {
      type: 'ws',
      options: { path: '/ws', verifyClient: (/** @type {{ origin?: string }} */ { origin }) => trusted(origin) },
    },
    /**
     * CORS: a trusted page may read what it fetches (the manifest, hot updates); another page may not.
     * @param {import('node:http').IncomingMessage} req
     * @returns {Record<string, string>}
     */
    headers(req) {
      const { origin } = req.headers;
      return origin && trusted(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
    },
    /**
     * Puts our cross-site check in the place of the dev server's (`cross-origin-header-check`): a
     * script or stylesheet another site's page asks for (`Sec-Fetch-Mode: no-cors`, `Sec-Fetch-Site:
     * cross-site`) is refused unless that page is trusted (its `Referer`: the browser's default
     * policy sends its origin across sites).
     * @param {any[]} middlewares the dev server's, as `setupMiddlewares` gets them
     */
    guard(middlewares) {
      const index = middlewares.findIndex((entry) => entry?.name === 'cross-origin-header-check');
      if (index < 0) throw new Error('the dev server has no cross-origin-header-check middleware to put the site\'s check in place of');
      middlewares[index] = {
        name: 'cross-origin-header-check',
        middleware: (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res, /** @type {() => void} */ next) => {
          const crossSite = req.headers['sec-fetch-mode'] === 'no-cors' && req.headers['sec-fetch-site'] === 'cross-site';
          if (crossSite && !trusted(pageOrigin(req))) {
            res.statusCode = 403;
            res.end('Cross-Origin request blocked');
            return;
          }
          next();
        },
      };
      return middlewares;
    },
  };
}
