// The shell's server renderer, beside its browser side (`bootstrap.tsx`): the gateway calls it for an
// HTML navigation with the routed page it loaded from the owning remote's live renderer. It renders the
// chrome and the page in one React tree and returns the whole document; the browser hydrates it.
import type { RequestContext, SiteConfig } from '@site/shared/config';
import { createContentCache } from '@site/shared/content';
import type { RemotePageId } from '@site/shared/contracts';
import { headTags, jsonForScript, organizationJsonLd, renderHeadTags, type PageMeta } from '@site/shared/seo';
import { runInRequest } from '@site/shared/server';
import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { PreviewBanner } from './layout/PreviewBanner';
import { documentStatus } from './ssr/documentStatus';
import { siteDataScript, type CanaryBuckets, type PreviewInfo } from './ssr/siteData';

export { matchPage } from './routing/matchPage';

export { redirects } from './routing/routeTable';
export { runInRequest } from '@site/shared/server';

export interface RenderRequest {
  /** The shell's built `index.html`: scripts and styles of this shell build. */
  template: string;
  /** Path and query the page depends on, as the gateway resolved them. */
  url: string;
  /** Its path alone, canonical: the gateway parsed the request's URL once. */
  pathname: string;
  /** The page the route table gives that path (the gateway matched it once); absent when no route does. */
  pageId?: RemotePageId;
  siteConfig: SiteConfig;
  /** The read token the render's content queries send (server-side only; never embedded in the page). */
  contentToken?: string;
  /** The gateway's log: the render's warnings go there (RequestContext.log). */
  log?: (line: string) => void;
  /** The live pointer (remote -> manifest URL), embedded so the browser does not ask for it again. */
  remotes: Record<string, string>;
  /** For each remote with a canary, the side this visitor is on: embedded for the field reports' tags. */
  buckets?: CanaryBuckets;
  /** The versions this browser previews (remote -> version), named in a banner; absent for visitors. */
  preview?: PreviewInfo;
  /**
   * An editor's draft preview: the render's content queries read the `drafts` perspective (with
   * `contentToken`), and the browser's go through the gateway's `/_preview/content`, which reads
   * drafts only for a browser holding the drafts pass. Never true for a visitor.
   */
  drafts?: boolean;
  /** The routed remote's manifest by its URL in the pointer, embedded for the browser's federation runtime. */
  manifests?: Record<string, unknown>;
  /** The routed page, from its remote's server renderer; absent when that could not be loaded. */
  page?: { id: RemotePageId; Component: ComponentType };
  /** Extra tags for the head: the routed remote's styles and scripts to preload. */
  headExtra?: string;
  /** After this, whatever has not rendered is left for the browser. */
  budgetMs: number;
  /** The gateway streams content changes (`/_live/events`): the last one it had acted on when this render began; the page follows on from it once hydrated. */
  liveEventId?: string;
  /** Why part of the page was left for the browser (a remote that threw, a budget exceeded). */
  onError: (error: unknown) => void;
}

export interface RenderedDocument {
  /**
   * The page's own answer (200, 404 for "not found"), or 503 when the page reached "not found" while
   * a content query had failed: only the content service saying a document does not exist makes a 404.
   */
  status: number;
  html: string;
  /**
   * False when part of the page was left for the browser (a renderer failed, the budget ran out) or
   * shows built-in copy because the content service failed: answered, but not worth caching.
   */
  complete: boolean;
  /** A content query failed: the page shows built-in copy or the unavailable view (the release checks compare it). */
  degraded: boolean;
  /** The sync tags of every content answer the page was rendered with: a live event naming one expires it. */
  syncTags: string[];
}

/**
 * Renders to a string once everything is ready, or once the budget is spent: a static prerender, so
 * finished boundaries are inline HTML (no hidden segments swapped in by script), and a boundary still
 * waiting at the budget is sent as its fallback, marked for the browser to render.
 */
async function renderToHtml(element: ReactElement, budgetMs: number, onError: (error: unknown) => void): Promise<string> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new Error(`render budget of ${budgetMs} ms spent`)), budgetMs);
  try {
    // No size limit on inline boundaries: above it React would send a finished page as a hidden
    // segment that a script reveals later (and batches reveals for up to 300 ms), after first paint.
    const { prelude } = await prerenderToNodeStream(element, { signal: budget.signal, onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    clearTimeout(timer);
  }
}

const defaultMeta = (siteConfig: SiteConfig): PageMeta => ({
  title: `${siteConfig.siteName} | CMMI, ISO and Lean Six Sigma Consulting`,
  description: 'IT management and process-compliance consulting: CMMI appraisals, ISO audits, lean six sigma, governance, training and security.',
});

/** The shell's `index.html` with the page in it: head tags replaced, root filled, data embedded. */
function fillTemplate(template: string, head: string, body: string, data: string): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta data-page-meta[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(/<div id="root"[^>]*><\/div>/, () => `<div id="root">${body}</div>${data}`);
}

export async function renderDocument(request: RenderRequest): Promise<RenderedDocument> {
  const { siteConfig, url, pathname, page } = request;
  const context: RequestContext = { siteConfig, contentToken: request.contentToken, log: request.log, ...(request.drafts ? { perspective: 'drafts' as const } : {}) };
  const contentCache = createContentCache();
  const loadedRemotes = new Map(page ? [[page.id, page.Component]] : []);
  // A path no route answers needs no page to be complete: its "not found" is final (and cacheable).
  let complete = page ? true : !request.pageId;
  const onError = (error: unknown) => {
    complete = false;
    request.onError(error);
  };

  const body = await runInRequest(context, () =>
    renderToHtml(
      <StaticRouter location={url}>
        <App contentCache={contentCache} loadedRemotes={loadedRemotes} banner={request.preview ? <PreviewBanner preview={request.preview} /> : undefined} />
      </StaticRouter>,
      request.budgetMs,
      onError,
    ),
  );

  const meta = context.meta ?? defaultMeta(siteConfig);
  const pageTags = renderHeadTags(headTags(meta, new URL(pathname, siteConfig.siteUrl).href));
  // The firm itself, on every page; client navigation replaces only the page's own tags.
  const siteTags = renderHeadTags([{ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(organizationJsonLd(siteConfig)) }], false);
  const head = [pageTags, siteTags, request.headExtra ?? ''].filter(Boolean).join('\n    ');
  const contentFailed = contentCache.hasFailed();
  if (contentFailed) complete = false;
  const data = siteDataScript({
    // In a draft preview the browser reads through the gateway (its cookie, the server's token there): never the token itself.
    siteConfig: request.drafts ? { ...siteConfig, content: { ...siteConfig.content, perspective: 'drafts' } } : siteConfig,
    remotes: request.remotes,
    manifests: request.manifests ?? {},
    content: contentCache.dehydrate(),
    ...(request.buckets && Object.keys(request.buckets).length ? { buckets: request.buckets } : {}),
    ...(request.preview ? { preview: request.preview } : {}),
    ...(request.liveEventId ? { live: { after: request.liveEventId } } : {}),
  });
  const syncTags = contentCache.syncTags();
  contentCache.clear();
  return { status: documentStatus(context.status, contentFailed), html: fillTemplate(request.template, head, body, data), complete, degraded: contentFailed, syncTags };
}
