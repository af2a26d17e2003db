// @ts-check
import { inSpan, recordSpan } from '@site/shared/tooling/tracing/spans.mjs';

/** The remote a request's page belongs to; the shell's own "not found" page has none. @param {import('./pageRequest.mjs').PageRequest} request */
const remoteOf = (request) => request.pageId?.split('/')[0] ?? 'shell';

/**
 * A render of a request's page in a span of its own, `render <remote>`, the parent of its content
 * queries: the remote, its version, how its part went (`rendered`, `failed`, `over_budget`, as the
 * composer judged it for the field signal) and `cache: miss`. `render` gets `bind`, to keep the span
 * as the parent when the render gate runs it later, from another request's context.
 * @param {import('./pageRequest.mjs').PageRequest} request
 * @param {(bind: <F extends Function>(fn: F) => F) => Promise<import('./composer.mjs').RenderedPage>} render
 */
export function tracedRender(request, render) {
  return inSpan(`render ${remoteOf(request)}`, { 'site.remote': remoteOf(request), 'site.render.cache': 'miss' }, async (span, bind) => {
    const rendered = await render(bind);
    span.setAttributes({
      'site.render.outcome': rendered.server?.outcome ?? 'rendered',
      'site.render.complete': rendered.complete,
      'site.render.status': rendered.status,
      ...(rendered.server ? { 'site.remote.version': rendered.server.version } : {}),
    });
    return rendered;
  });
}

/**
 * A page answered from the page cache: a span as short as the lookup, `cache: hit`, with the remote
 * version the kept page was rendered from.
 * @param {import('./pageRequest.mjs').PageRequest} request @param {import('./composePage.mjs').ComposedPage} page
 */
export function tracedHit(request, page) {
  recordSpan(`render ${remoteOf(request)}`, {
    'site.remote': remoteOf(request),
    'site.render.cache': 'hit',
    'site.render.outcome': 'cached',
    ...(page.server ? { 'site.remote.version': page.server.version } : {}),
  });
}
