// @ts-check
import { readFileSync } from 'node:fs';
import { annotateRequest, nameRequestRoute } from '@site/shared/tooling/tracing/spans.mjs';
import { pageTags, remoteTag, TAGS_HEADER } from './contentPurge.mjs';
import { sideHeader } from './delivery/canarySide.mjs';
import { pageComposition, versionSetForPage } from './delivery/versionSet.mjs';
import { composePage } from './ssr/composePage.mjs';
import { earlyHintsLink } from './ssr/earlyHints.mjs';
import { pageEncoding } from './ssr/packedPage.mjs';
import { resolvePageRequest } from './ssr/pageRequest.mjs';
import { labelPage } from './metrics/requestDuration.mjs';

/** What a CDN in front of the gateway may do with a page: keep it 30 s, then serve it stale for 30 s more while it refetches. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/**
 * What answering a page navigation needs, made once by the gateway.
 * @typedef {object} PageServing
 * @property {ReturnType<typeof import('./ssr/composer.mjs').createComposer>} composer
 * @property {import('./ssr/composePage.mjs').PageContext} pages
 * @property {Pick<Awaited<ReturnType<typeof import('./delivery/deliveryRoutes.mjs').registerDelivery>>, 'resolveFor' | 'keepVisitor'>} delivery
 * @property {{ keep: (reply: import('fastify').FastifyReply, policy: string) => void, allow: (reply: import('fastify').FastifyReply, url: string) => void }} policy
 * @property {Pick<import('./metrics/gatewayMetrics.mjs').GatewayMetrics, 'pageCache'>} [metrics] told how the page cache answered each page
 * @property {string} fallbackFile the shell's own index.html, for when the shell cannot render
 * @property {(remotes: Record<string, string>) => Promise<void>} [versionsReady] resolves once every version the
 *   set names is in the deploy folder (a cache of the store on PostgreSQL: fetched on first need, checked)
 * @property {(line: string) => void} log
 */

/** Answers that ran a render for this request (the rest came from the page cache or were refused before one). */
const RENDERED = new Set(['miss', 'bypass']);

/**
 * The `Server-Timing` of a page answer: resolving its URL and route, where the page came from (the
 * `X-Render-Cache` value; none for a redirect) and, when it was rendered for this answer, how long
 * that took (waiting for a render slot included).
 * @param {number} routeMs @param {string | undefined} cache @param {number} composeMs
 */
export function serverTiming(routeMs, cache, composeMs) {
  const route = `route;dur=${routeMs.toFixed(1)}`;
  if (!cache) return route;
  return RENDERED.has(cache) ? `${route}, cache;desc=${cache}, render;dur=${composeMs.toFixed(1)}` : `${route}, cache;desc=${cache}`;
}

/**
 * Answers a page navigation: resolves it once (which versions this visitor gets, the one URL of its
 * page), then sends its redirect or its composed page with the headers a browser and a CDN need.
 * @param {PageServing} context @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
 */
export async function sendPage(context, request, reply) {
  try {
    const started = performance.now();
    const all = context.delivery.resolveFor(request);
    await context.versionsReady?.(all.remotes);
    // The versions of the page's own composition: its HTML, its keys here and in front follow nothing else.
    const pageRequest = await resolvePageRequest(request.url, all, context.composer, (set, pageId) => versionSetForPage(set, pageComposition(pageId)));
    const versions = pageRequest.versions;
    // A side this gateway decided (no edge named it) is the visitor's own: their bucket and field
    // pass go with this answer, which no cache keeps. A page the edge decided for is everyone's on
    // that side: nothing of one visitor goes on it (the edge sets the bucket after its lookup).
    if (!versions.shared) context.delivery.keepVisitor(all, request, reply);
    const resolved = performance.now();
    // The trace's root span is named after the route (`GET /blog/:slug`), never the path.
    nameRequestRoute(request, pageRequest.route);
    // Timed under the same route, never its path: a made-up path is `not-found` like every other.
    labelPage(request, pageRequest.route);
    // The socket's address, or the visitor a trusted proxy names: X-Forwarded-For from anyone else does not pick the allowance.
    const page = await composePage(context.pages, pageRequest, request.ip);
    context.metrics?.pageCache(page.cache);
    const cache = page.location ? undefined : (page.cache ?? 'miss');
    if (cache) annotateRequest({ 'site.page.cache': cache });
    // The gateway's phases for the browser's devtools and a CDN's logs: durations and the cache's
    // answer only; nothing here names this request (no trace id), so a shared cache may keep it.
    reply.header('Server-Timing', serverTiming(resolved - started, cache, performance.now() - resolved));
    // Every answer a shared cache may keep carries its tags, so a content purge drops just those
    // pages there too; always sent (a few bytes), so any tag-purging cache can be put in front.
    // Its remotes' tags too: a release, rollback or canary of one purges the pages that compose it.
    const tags = [pageTags(pageRequest.pathname), ...pageComposition(pageRequest.pageId).map(remoteTag)].join(' ');
    if (page.location) return reply.code(page.status).header('Cache-Control', PAGE_CACHE_CONTROL).header(TAGS_HEADER, tags).redirect(page.location, page.status);
    if (page.retryAfterS !== undefined) reply.header('Retry-After', String(page.retryAfterS));
    // A page partly left for the browser, with built-in copy in place of content, or a 503/429
    // is not for a CDN to keep either; a preview or a canary bucket's page is not for everyone.
    // A page partly left for the browser, or made with content purged while it rendered, is kept by no cache.
    // During a canary, a page whose sides the edge decided is kept in front once per side (`Vary` on
    // the side headers of its remotes: none sent while no split runs, so one copy); one whose side
    // this gateway decided is the visitor's (`private`).
    const cacheControl = versions.personal ? 'private, no-store' : page.complete === false || page.purged ? 'no-store' : versions.shared ? PAGE_CACHE_CONTROL : 'private, no-cache';
    // Its sync tags beside: a live content event purges by those (`live/`), the webhook by path.
    if (cacheControl === PAGE_CACHE_CONTROL) reply.header(TAGS_HEADER, [tags, ...(page.syncTags ?? [])].join(' '));
    const vary = versions.vary.map(sideHeader);
    reply
      .code(page.status)
      .header('Cache-Control', cacheControl)
      .header('X-Render-Cache', /** @type {string} */ (cache))
      .type('text/html; charset=utf-8');
    if (page.csp) context.policy.keep(reply, page.csp);
    // The page's stylesheets, as a header: what an edge sends ahead as 103 Early Hints
    // (`scripts/cluster/edgeHints.mjs` learns them here; a CDN that learns hints, from the answers).
    const link = page.link ?? (page.html ? earlyHintsLink(page.html) : '');
    if (link) reply.header('Link', link);
    // This answer alone may load the remote of a dev override from its dev server.
    if (versions.devOverride) context.policy.allow(reply, versions.devOverride.url);
    // A kept page carries its compressed bytes: a hit sends them as they are.
    if (page.br && page.gzip) vary.push('Accept-Encoding');
    if (vary.length) reply.header('Vary', vary.join(', '));
    if (page.br && page.gzip) {
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (encoding) return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    }
    return reply.send(page.html);
  } catch (error) {
    // The shell itself could not render: the empty shell still works in the browser.
    context.log(`[ssr] ${request.url}: ${error instanceof Error ? error.stack : error}`);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(context.fallbackFile, 'utf8'));
  }
}
