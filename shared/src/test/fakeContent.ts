import type { QueryClient } from '@tanstack/react-query';
import type { QueryParams } from '../content/client';
import { createQueryClient, type ContentAnswer } from '../content/queryClient';

/** What the fake content service answers to one query. */
export type FakeAnswer =
  /** The query's result (a document, a list, or `null` when there is none). */
  | { data: unknown }
  /** A failed read: pages show their built-in copy. */
  | { error: string }
  /** Still on its way: the page suspends and shows the page skeleton. */
  | 'pending';

export type FakeResponder = (query: string, params: QueryParams) => FakeAnswer;

const PENDING = new Promise<never>(() => {});

/**
 * The one stand-in for the content service in unit tests: every content query the page makes
 * (`useContent`, `useContentQuery`) is answered by `respond`, through the page's real query cache,
 * so pages render as they would with the service answering. By default nothing is in the CMS
 * (`{ data: null }`), so pages show their built-in copy.
 *
 * Answers are there at the first render, as after a server render; with `{ later: true }` the
 * page first suspends (skeleton) and the answer arrives a moment later, as in the browser.
 *
 * ```ts
 * const content = fakeContent();
 * content.respond((query) => (query === blogPostQuery ? { data: post } : { data: null }));
 * renderPage(<ArticlePage />, { content });
 * expect(content.calls[0]).toEqual([blogPostQuery, { slug: 'zero-trust' }]);
 * ```
 */
export function fakeContent(options: { later?: boolean } = {}) {
  let responder: FakeResponder = () => ({ data: null });
  const calls: Array<[query: string, params: QueryParams]> = [];
  const seen = new Set<string>();

  const answerOf = (query: string, params: QueryParams): ContentAnswer<unknown> | 'pending' => {
    const hash = JSON.stringify([query, params]);
    if (!seen.has(hash)) {
      seen.add(hash);
      calls.push([query, params]);
    }
    const answer = responder(query, params);
    if (answer === 'pending') return answer;
    return 'error' in answer ? { data: null, error: answer.error } : { data: answer.data ?? null, error: null };
  };

  /** A page's query cache (the site's own settings) whose content queries the fake answers instead of the content client. */
  const queryClient = (): QueryClient => {
    const client = createQueryClient();
    const defaulted = client.defaultQueryOptions.bind(client);
    client.defaultQueryOptions = ((queryOptions: Parameters<typeof defaulted>[0]) => {
      const resolved = defaulted(queryOptions);
      const [scope, query, params] = resolved.queryKey as readonly unknown[];
      if (scope !== 'content' || typeof query !== 'string') return resolved;
      const answer = () => answerOf(query, (params ?? {}) as QueryParams);
      const now = options.later ? 'pending' : answer();
      return {
        ...resolved,
        queryFn: async () => {
          const later = answer();
          return later === 'pending' ? PENDING : later;
        },
        ...(now === 'pending' ? {} : { initialData: now }),
      };
    }) as typeof client.defaultQueryOptions;
    return client;
  };

  return {
    /** Each distinct query the page made, in order: `[groq, params]`. */
    calls,
    /** Answer every query with one answer, or each query by its text and params. */
    respond(answer: FakeAnswer | FakeResponder) {
      responder = typeof answer === 'function' ? answer : () => answer;
      return this;
    },
    /** A fresh query cache answered by this fake (`renderPage` takes the fake itself as `content`). */
    queryClient,
  };
}

export type FakeContent = ReturnType<typeof fakeContent>;
