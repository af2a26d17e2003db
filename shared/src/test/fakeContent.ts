import type { QueryParams } from '../content/client';
import { createContentCache } from '../content/createContentCache';
import type { ContentAnswer, ContentCache } from '../content/useContentQuery';

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
 * (`useContent`, `useContentQuery`) is answered by `respond`, through the page's real content cache,
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

  /**
   * A page's content cache (the site's own) whose queries the fake answers instead of the content
   * service: at once, or a moment later with `{ later: true }`; `'pending'` never.
   */
  const contentCache = (): ContentCache =>
    createContentCache((query, params) => {
      const now = () => {
        const answer = answerOf(query, params);
        return answer === 'pending' ? PENDING : answer;
      };
      return options.later ? Promise.resolve().then(now) : now();
    });

  return {
    /** Each distinct query the page made, in order: `[groq, params]`. */
    calls,
    /** Answer every query with one answer, or each query by its text and params. */
    respond(answer: FakeAnswer | FakeResponder) {
      responder = typeof answer === 'function' ? answer : () => answer;
      return this;
    },
    /** A fresh content cache answered by this fake (`renderPage` takes the fake itself as `content`). */
    contentCache,
  };
}

export type FakeContent = ReturnType<typeof fakeContent>;
