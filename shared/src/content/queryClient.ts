import { QueryClient, queryOptions } from '@tanstack/react-query';
import { warn } from '../config/requestContext';
import { getContentClient, type QueryParams } from './client';

/** What a content query resolves to. It never rejects: a failed read is an answer with an error, and pages show their built-in copy. */
export interface ContentAnswer<T> {
  data: T | null;
  /** The error's message, or `An error occurred`; never shown to visitors directly. */
  error: string | null;
  /** The answer's sync tags: a live event naming one of them means this answer is out of date. */
  tags?: string[];
  /** Asked again (a live event named it) and the read failed: `data` and `tags` are the last good answer's, kept. */
  refreshFailed?: string;
}

/** How long an answer is fresh: the server renders and the browser reuses it without asking again. */
export const CONTENT_STALE_MS = 60_000;

export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An error occurred';

/**
 * One GROQ query as TanStack Query options: the same key on the server (prefetched into the HTML)
 * and in the browser (hydrated, then reused on client navigation). Inputs travel as GROQ params,
 * never pasted into the query text.
 */
export function contentQuery<T>(query: string, params: QueryParams = {}) {
  return queryOptions({
    queryKey: ['content', query, params] as const,
    queryFn: async ({ signal, client, queryKey }): Promise<ContentAnswer<T>> => {
      try {
        const { result, syncTags } = await getContentClient().fetchTagged<T | null>(query, params, { signal });
        return { data: result ?? null, error: null, tags: syncTags };
      } catch (error) {
        warn(`[content] query failed: ${errorMessage(error)}`);
        // Asked again after a change and failed (the service busy, say): the page keeps what it
        // showed, and its tags, so the next change naming them asks again; not the built-in copy.
        const shown = client.getQueryData<ContentAnswer<T>>(queryKey);
        if (shown && shown.error === null && shown.data !== null) return { ...shown, refreshFailed: errorMessage(error) };
        return { data: null, error: errorMessage(error) };
      }
    },
    // A failed read is asked again on the next visit; a good one is kept for a minute.
    staleTime: (query) => (query.state.data?.error || query.state.data?.refreshFailed ? 0 : CONTENT_STALE_MS),
  });
}

/** True when a query of this cache fell back to built-in copy: the server does not keep such a page. */
export function hasFailedContent(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['content'] })
    .some((query) => Boolean((query.state.data as ContentAnswer<unknown> | undefined)?.error));
}

const contentQueries = (queryClient: QueryClient) => queryClient.getQueryCache().findAll({ queryKey: ['content'] });
const tagsOf = (query: { state: { data?: unknown } }) => (query.state.data as ContentAnswer<unknown> | undefined)?.tags ?? [];

/** Every sync tag the page's content answers carry: what a render read, for purging it by tag. */
export function syncTagsOf(queryClient: QueryClient): string[] {
  return [...new Set(contentQueries(queryClient).flatMap(tagsOf))];
}

/**
 * A live event: the content answers that carry one of `tags` (every one for `'all'`, after a
 * `restart`) are out of date. Those on screen are asked again and their remote re-renders its part
 * in place (the old answer stays on screen meanwhile: nothing suspends); the rest are asked when next
 * shown. Returns how many answers were affected: none, no request.
 */
export async function refreshContent(queryClient: QueryClient, tags: string[] | 'all'): Promise<number> {
  const named = new Set(tags);
  const affected = (query: { state: { data?: unknown } }) => tags === 'all' || tagsOf(query).some((tag) => named.has(tag));
  const count = contentQueries(queryClient).filter(affected).length;
  if (count > 0) await queryClient.invalidateQueries({ queryKey: ['content'], predicate: affected });
  return count;
}

/** The page's query cache: one per server render, one per browser tab. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: CONTENT_STALE_MS } },
  });
}
