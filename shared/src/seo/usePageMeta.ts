import { useEffect } from 'react';
import { currentRequest } from '../config/requestContext';
import { getSiteConfig } from '../config/siteConfig';
import { headTags, MANAGED_ATTR, type PageMeta } from './pageMeta';

export type { PageMeta } from './pageMeta';

/** The canonical URL of a path on this site: the configured public origin, never the request's Host. */
export const siteUrlOf = (pathname: string) => new URL(pathname, getSiteConfig().siteUrl).href;

/**
 * Document title and search-engine metadata of the routed page. On the server the page hands them
 * to the composer, which writes them into the HTML; in the browser, tags a previous page added are
 * replaced, so navigation never leaves stale metadata behind.
 */
export function usePageMeta(meta: PageMeta) {
  const request = currentRequest();
  if (request) {
    request.meta = meta;
    if (meta.status) request.status = meta.status;
  }
  const key = JSON.stringify(meta);
  useEffect(() => {
    document.head.querySelectorAll(`[${MANAGED_ATTR}]`).forEach((el) => el.remove());
    for (const { tag, attrs, text } of headTags(meta, siteUrlOf(window.location.pathname))) {
      if (tag === 'title') {
        document.title = text ?? '';
        continue;
      }
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
      el.setAttribute(MANAGED_ATTR, '');
      if (text) el.textContent = text;
      document.head.appendChild(el);
    }
    // `key` stands for every field of meta (a new object each render must not rewrite the head).
  }, [key]);
}
