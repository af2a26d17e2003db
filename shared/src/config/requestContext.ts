import type { PageMeta } from '../seo/pageMeta';
import type { SiteConfig } from './siteConfigShape';

/**
 * What one server render knows about its request and what the page tells it back. The shell's
 * server renderer and every remote's server bundle carry their own copy of `shared`, so the store is
 * found through a process-wide symbol rather than a module variable or a React context.
 */
export interface RequestContext {
  siteConfig: SiteConfig;
  /**
   * The read token this server sends the content service (`Authorization: Bearer`), so its renders
   * draw on their own query budget rather than a visitor's. Server-only: it is never part of
   * `siteConfig`, which the page embeds for the browser.
   */
  contentToken?: string;
  /** `drafts` in an editor's draft preview: queries read drafts (with `contentToken`); published otherwise. */
  perspective?: 'published' | 'drafts';
  /** The routed page's head, set while it renders (`usePageMeta`). */
  meta?: PageMeta;
  /** The HTTP status the page asks for (404 for "not found"). */
  status?: number;
  /**
   * Where the render's warnings go (a content query that failed): the server's own log, so a server
   * that quiets or collects its log (the tests) does so for the pages' lines too. Unset: the console.
   */
  log?: (line: string) => void;
}

export const REQUEST_CONTEXT_KEY = Symbol.for('site.requestContext');

interface ContextStore {
  getStore(): RequestContext | undefined;
}

/** A warning of the code that renders pages: to the server's log while it renders one, else to the console. */
export function warn(line: string): void {
  const log = currentRequest()?.log;
  if (log) log(line);
  else console.warn(line);
}

/** The request being rendered on the server; undefined in the browser. */
export function currentRequest(): RequestContext | undefined {
  if (typeof window !== 'undefined') return undefined;
  return (globalThis as { [REQUEST_CONTEXT_KEY]?: ContextStore })[REQUEST_CONTEXT_KEY]?.getStore();
}
