// @ts-check
import { contentPathsOf, SITE_WIDE_TYPES } from '@site/shared/remotes';

/**
 * @typedef {import('../../shared/src/contracts/remotes.mjs').ChangedDocument} ChangedDocument
 * @typedef {{ all: true } | { all: false, paths: string[] } | { all: false, unknown: true }} Targets
 * @typedef {(query: string, params: Record<string, unknown>) => Promise<unknown>} QueryContent
 */

/**
 * The document a webhook body names, or undefined when it names none (then every page goes).
 * @param {unknown} body
 * @returns {ChangedDocument | undefined}
 */
export function changedDocument(body) {
  if (!body || typeof body !== 'object') return undefined;
  const { _id, _type, slug, previousSlug } = /** @type {Record<string, any>} */ (body);
  if (typeof _id !== 'string' || typeof _type !== 'string' || _id === '' || _type === '') return undefined;
  /** @param {unknown} value */
  const slugOf = (value) => (value && typeof value === 'object' && typeof (/** @type {any} */ (value).current) === 'string' ? { current: /** @type {any} */ (value).current } : typeof value === 'string' ? { current: value } : null);
  return { _id, _type, slug: slugOf(slug), previousSlug: slugOf(previousSlug) };
}

/**
 * The paths that show a changed document, by the route table's `contentRevalidation`: a site-wide
 * type shows everywhere; a type nobody lists is shown nowhere (`unknown`: nothing to purge, so a
 * signed body naming an invented type cannot empty the cache). An article's related-by query runs against the content (the
 * gateway's own token); when it cannot be read, every article page goes rather than one stays stale.
 * @param {ChangedDocument | undefined} doc
 * @param {{ queryContent: QueryContent, log?: (line: string) => void }} options
 * @returns {Promise<Targets>}
 */
export async function revalidationTargets(doc, { queryContent, log = () => {} }) {
  if (!doc) return { all: true };
  if (SITE_WIDE_TYPES.includes(doc._type)) return { all: true };
  const entry = contentPathsOf(doc._type);
  if (!entry) return { all: false, unknown: true };
  const paths = new Set(entry.paths(doc));
  if (entry.relatedBy) {
    try {
      const rows = /** @type {{ _id: string, slug: string | null }[]} */ (await queryContent(entry.relatedBy.query, { id: doc._id.replace(/^drafts\./, '') }));
      for (const path of entry.relatedBy.paths(Array.isArray(rows) ? rows : [], doc)) paths.add(path);
    } catch (error) {
      log(`[revalidate] related pages of ${doc._id} unknown (${error instanceof Error ? error.message : error}): every page under its section goes`);
      for (const path of entry.paths(doc)) if (path.split('/').length > 2) paths.add(`${path.slice(0, path.lastIndexOf('/'))}/*`);
    }
  }
  return { all: false, paths: [...paths] };
}

/**
 * Runs a GROQ query against the site's content with the servers' read token, for the gateway.
 * @param {{ projectId: string, dataset: string, apiVersion?: string, apiHost?: string } | undefined} content the site's content configuration
 * @param {string | undefined} token
 * @returns {QueryContent}
 */
export function contentQuery(content, token) {
  return async (query, params) => {
    if (!content) throw new Error('the site has no content configured');
    const host = content.apiHost ?? `https://${content.projectId}.api.sanity.io`;
    const url = new URL(`/v${content.apiVersion ?? '2023-05-03'}/data/query/${content.dataset}`, host);
    url.searchParams.set('query', query);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(`$${name}`, JSON.stringify(value));
    url.searchParams.set('returnQuery', 'false');
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`content query answered ${response.status}`);
    return /** @type {{ result: unknown }} */ (await response.json()).result;
  };
}
