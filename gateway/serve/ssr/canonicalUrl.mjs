// @ts-check
import { pageSearchParams } from '@site/shared/remotes';

/**
 * Longest query value a page is rendered for: the blog's search text and category are short words;
 * a longer one cannot match anything, so it is dropped by a redirect rather than rendered and cached.
 */
export const MAX_QUERY_VALUE_CHARS = 100;

/**
 * The one path of a page: lower case, no trailing slash (but `/`), no doubled leading slash, and
 * through the site's permanent redirects.
 * @param {string} pathname @param {readonly { from: string, to: string }[]} redirects
 */
export function canonicalPath(pathname, redirects) {
  let path = pathname.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()).replace(/^\/+/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return redirects.find((redirect) => redirect.from === path)?.to ?? path;
}

/**
 * Where a request must go to reach the one URL of its page (a 308), or undefined when it is there:
 * `/About/`, `/blog/` and `/refund-cancellation/` each have one address, so search engines see no
 * duplicates and the cache keeps one copy. A query value the page reads but cannot use (longer than
 * `MAX_QUERY_VALUE_CHARS`, or not one of the values its remote lists, such as a made-up blog category)
 * is dropped on the way.
 * @param {URL} url the request's URL, parsed once
 * @param {string} path its canonical path (`canonicalPath`)
 * @param {string | undefined} pageId the page routed at that path
 * @param {Partial<Record<string, string[]>>} [knownValues] for a parameter listed here, the values that
 *   change the page (compared without regard to case, as the page does); any other is dropped too
 */
export function canonicalLocation(url, path, pageId, knownValues = {}) {
  const read = pageSearchParams[pageId ?? ''] ?? [];
  /** @param {string} name @param {string} value */
  const unknown = (name, value) => {
    const known = knownValues[name];
    return known !== undefined && !known.some((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
  };
  const unusable = [...url.searchParams].filter(([name, value]) => read.includes(name) && (value.length > MAX_QUERY_VALUE_CHARS || unknown(name, value)));
  if (path === url.pathname && unusable.length === 0) return undefined;
  const kept = new URLSearchParams(url.searchParams);
  for (const [name] of unusable) kept.delete(name);
  return kept.size ? `${path}?${kept}` : path;
}

/**
 * The URL a page's HTML depends on: its path and the query parameters its page reads, in the order
 * given. `/blog?utm_source=x` is `/blog`; `/blog?category=ISO&x=1` is `/blog?category=ISO`.
 * @param {string} path the canonical path @param {URLSearchParams} searchParams @param {string | undefined} pageId the routed page
 */
export function renderedUrl(path, searchParams, pageId) {
  const read = (pageId && pageSearchParams[pageId]) || [];
  const kept = new URLSearchParams([...searchParams].filter(([name]) => read.includes(name)));
  return kept.size ? `${path}?${kept}` : path;
}
