// @ts-check
// Every answer's duration into `http_server_request_duration_seconds`, labelled by the route that
// answered it: a page by its route-table pattern (`/blog/:slug`, `ssr/pageRequest.mjs`), any other
// route by Fastify's pattern (`/api/beacon`), and anything no route knows as `not-found`. The same
// name a trace gives its root span (`http.route`), so a slow route on a dashboard is found in the
// traces under that name. The path itself is never a label, so no request can make a new series.

/** The route label of a path nothing answers (a page no route matches, a 404 of the router). */
export const NOT_FOUND_ROUTE = 'not-found';

/** Methods as labels; anything else is `other` (Node's parser lets few more through). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The route pattern a page request was answered under, for its route label: set by the page answer
 * once it knows (`sendPage.mjs`), since Fastify's own pattern for every page is its catch-all; a
 * field Fastify knows of (`decorateRequest`), so requests keep one shape.
 * @param {import('fastify').FastifyRequest} request
 * @param {string | undefined} route the page request's `route` (`/blog/:slug`); undefined: no route answers the path
 */
export function labelPage(request, route) {
  /** @type {{ pageRoute: string }} */ (/** @type {unknown} */ (request)).pageRoute = route ?? NOT_FOUND_ROUTE;
}

/**
 * Times every answer of `app` (and of everything registered on it) into `histogram`. The labelled
 * children are made once per (method, route, class) and kept: an answer costs a few map reads and
 * prom-client's `observe`.
 * @param {import('fastify').FastifyInstance} app
 * @param {import('prom-client').Histogram<'method' | 'route' | 'status_class'>} histogram
 */
export function observeRequestDurations(app, histogram) {
  app.decorateRequest('pageRoute', '');
  /** @type {Map<string, Map<string, Array<{ observe: (value: number) => void } | undefined>>>} */
  const children = new Map();
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'other';
    const route = /** @type {{ pageRoute: string }} */ (/** @type {unknown} */ (request)).pageRoute || request.routeOptions.url || NOT_FOUND_ROUTE;
    const statusClass = Math.min(5, Math.max(1, Math.floor(reply.statusCode / 100)));
    let byRoute = children.get(method);
    if (!byRoute) children.set(method, (byRoute = new Map()));
    let byClass = byRoute.get(route);
    if (!byClass) byRoute.set(route, (byClass = []));
    let child = byClass[statusClass];
    if (!child) byClass[statusClass] = child = histogram.labels(method, route, STATUS_CLASSES[statusClass]);
    child.observe(reply.elapsedTime / 1000);
  });
}
