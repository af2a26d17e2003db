import { currentRequest } from '../config/requestContext';
import { getSiteConfig, type ContentConfig } from '../config/siteConfig';

export type QueryParams = Record<string, unknown>;

/** A query's answer with its sync tags: opaque names of what it read, which the Live Content API's events name when that changes. */
export interface TaggedResult<T> {
  result: T;
  syncTags: string[];
}

/** What the site asks of the content service: GROQ queries, nothing else. */
export interface ContentClient {
  fetch<T>(query: string, params?: QueryParams, options?: { signal?: AbortSignal }): Promise<T>;
  /** The same query, with the sync tags of its answer (for live updates and purges by tag). */
  fetchTagged<T>(query: string, params?: QueryParams, options?: { signal?: AbortSignal }): Promise<TaggedResult<T>>;
}



/** Never an endless wait: after this the page shows its built-in copy (on the server the render budget decides first). */
export const CONTENT_TIMEOUT_MS = 3000;
/** A visitor waits for these: two quick retries of a failed connection or a 5xx, then the built-in copy. */
const RETRY_DELAYS_MS = [150, 300];
/** Sanity's own limit for a query sent as GET; longer ones go as POST. */
const MAX_GET_URL = 11_264;

/**
 * Where a browser in draft preview sends its content queries: the site's gateway, which adds the
 * servers' read token and the drafts perspective for a browser holding a drafts pass (and refuses
 * anyone else). The token never reaches the browser.
 */
export const DRAFT_CONTENT_PATH = '/_preview/content';

/** The query endpoint of a Sanity project, or of the local content service when `apiHost` is set. */
export function queryEndpoint(content: ContentConfig): string {
  const host = content.apiHost ?? `https://${content.projectId}.api.sanity.io`;
  return `${host.replace(/\/+$/, '')}/v${content.apiVersion.replace(/^v/, '')}/data/query/${encodeURIComponent(content.dataset)}`;
}

/** Params travel as `$name=<JSON>`, as Sanity's HTTP API takes them: never pasted into the query text. */
function queryString(query: string, params: QueryParams, perspective: Perspective): string {
  const search = new URLSearchParams({ query, perspective });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  return search.toString();
}

class ContentRequestError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

type Perspective = 'published' | 'drafts';

async function queryOnce<T>(endpoint: string, query: string, params: QueryParams, signal: AbortSignal, auth: Record<string, string>, perspective: Perspective): Promise<TaggedResult<T>> {
  const search = queryString(query, params, perspective);
  // Drafts are read through the site's own gateway, which needs the preview cookie; nothing else gets cookies.
  const credentials: RequestCredentials = perspective === 'drafts' ? 'same-origin' : 'omit';
  const asGet = endpoint.length + search.length + 1 <= MAX_GET_URL;
  let response: Response;
  try {
    response = asGet
      ? await fetch(`${endpoint}?${search}`, { signal, credentials, headers: auth })
      : await fetch(`${endpoint}?perspective=${perspective}`, {
          method: 'POST',
          signal,
          credentials,
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query, params }),
        });
  } catch (error) {
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('content request aborted');
    throw new ContentRequestError(error instanceof Error ? error.message : 'content service unreachable', true);
  }
  const body = (await response.json().catch(() => undefined)) as { result?: T; syncTags?: unknown; error?: { description?: string } } | undefined;
  if (!response.ok || !body) {
    const reason = body?.error?.description ?? response.statusText;
    throw new ContentRequestError(`content service answered ${response.status}${reason ? `: ${reason}` : ''}`, response.status >= 500);
  }
  const syncTags = Array.isArray(body.syncTags) ? body.syncTags.filter((tag): tag is string => typeof tag === 'string') : [];
  return { result: body.result as T, syncTags };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * A GROQ client for Sanity's query API (or the local content service, which speaks it): GET, POST
 * for long queries, a time limit and two retries. The site only reads published content, so it needs
 * none of `@sanity/client`'s mutations, listeners or observables, which would cost every page ~50 KB.
 * `token` (server side only) is sent as `Authorization: Bearer`, as Sanity's API takes a read token.
 * `perspective`: `drafts` for an editor's draft preview only (the content service shows drafts to a
 * token holder alone); `published` otherwise.
 */
export function createContentClient(content: ContentConfig, timeoutMs = CONTENT_TIMEOUT_MS, token?: string, perspective: Perspective = 'published'): ContentClient {
  const inBrowser = typeof window !== 'undefined';
  const endpoint = queryEndpoint(perspective === 'drafts' && inBrowser ? { ...content, apiHost: `${window.location.origin}${DRAFT_CONTENT_PATH}` } : content);
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const client: ContentClient = {
    async fetch<T>(query: string, params: QueryParams = {}, options: { signal?: AbortSignal } = {}) {
      return (await client.fetchTagged<T>(query, params, options)).result;
    },
    async fetchTagged<T>(query: string, params: QueryParams = {}, options: { signal?: AbortSignal } = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await queryOnce<T>(endpoint, query, params, signal, auth, perspective);
        } catch (error) {
          const retryable = error instanceof ContentRequestError && error.retryable;
          if (!retryable || attempt >= RETRY_DELAYS_MS.length || signal.aborted) {
            if (timeout.aborted) throw new Error(`content service gave no answer within ${timeoutMs} ms`);
            throw error;
          }
          await wait(RETRY_DELAYS_MS[attempt], signal);
        }
      }
    },
  };
  return client;
}

let cached: { key: string; token: string | undefined; perspective: Perspective; client: ContentClient } | undefined;

/**
 * The one content client of this page, built from the runtime configuration. On the server it
 * carries the read token of the request being rendered (its own query budget at the content
 * service); in the browser there is none to carry.
 */
export function getContentClient(): ContentClient {
  const content = getSiteConfig().content;
  const request = currentRequest();
  const token = request?.contentToken;
  // The server render of a draft preview says so in its request; a browser in one, in its page's configuration.
  const perspective: Perspective = (request ? request.perspective : content.perspective) === 'drafts' ? 'drafts' : 'published';
  const key = JSON.stringify(content);
  if (!cached || cached.key !== key || cached.token !== token || cached.perspective !== perspective) {
    cached = { key, token, perspective, client: createContentClient(content, CONTENT_TIMEOUT_MS, token, perspective) };
  }
  return cached.client;
}
