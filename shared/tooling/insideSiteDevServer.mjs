// @ts-check

/**
 * The dev server of a remote that runs inside a deployed site (`npm run dev -- <remote> --site <url>`,
 * which passes the site's origin as `DEV_SITE_ORIGIN`). That site loads the dev server's scripts and
 * styles and opens its hot-update socket from its own origin, often another site (a staging host, or
 * 127.0.0.1 against localhost). The dev server refuses both across sites, so that any page a
 * developer visits cannot read their code: here the site that runs the override is let through, and
 * only it.
 * @param {string} siteOrigin
 */
export function insideSiteDevServer(siteOrigin) {
  const site = new URL(siteOrigin);
  return {
    /** The socket's check: the site's host name may open it. */
    allowedHosts: [site.hostname],
    /**
     * The dev server's cross-site check on scripts and styles, passed for requests the site's pages
     * make (their `Referer` is on the site's origin: the browser's default policy sends it).
     * @param {any[]} middlewares the dev server's, as `setupMiddlewares` gets them
     */
    letSiteThrough(middlewares) {
      const index = middlewares.findIndex((entry) => entry?.name === 'cross-origin-header-check');
      const builtIn = middlewares[index];
      if (!builtIn) throw new Error('the dev server has no cross-origin-header-check middleware to widen for the site');
      const fromSite = (/** @type {import('node:http').IncomingMessage} */ req) => {
        try {
          return new URL(req.headers.referer ?? '').origin === site.origin;
        } catch {
          return false;
        }
      };
      middlewares[index] = {
        name: builtIn.name,
        middleware: (/** @type {import('node:http').IncomingMessage} */ req, /** @type {unknown} */ res, /** @type {() => void} */ next) =>
          fromSite(req) ? next() : builtIn.middleware(req, res, next),
      };
      return middlewares;
    },
  };
}
