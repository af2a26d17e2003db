// @ts-check
// The page's content cache: the answers of the content service by query, one cache per server render
// and per browser tab. Plain JavaScript because it is one module for the whole page: the shell
// provides it as a Module Federation singleton in the browser and the gateway provides it to every
// server renderer, so the shell and each remote read the same answers (decision 0014).
import React from 'react';

/**
 * What a content query resolves to. It never rejects: a failed read is an answer with an error, and
 * pages show their built-in copy.
 * @template [T=unknown]
 * @typedef {object} ContentAnswer
 * @property {T | null} data
 * @property {string | null} error the error's message, or `An error occurred`; never shown to visitors directly
 * @property {string[]} [tags] the answer's sync tags: a live event naming one of them means this answer is out of date
 * @property {string} [refreshFailed] asked again (a live event named it) and the read failed: `data` and `tags` are the last good answer's, kept
 */

/** @typedef {Record<string, unknown>} QueryParams */

/**
 * How the cache asks the content service: the shell injects it (`createContentCache`), so the code of
 * a remote's page never carries the content client. `shown` is the answer on screen when this is a
 * refresh. It resolves, never rejects (a failure is an answer with an error); an answer known at once
 * (a test's fake content service) may be returned as it is, and a render then does not suspend.
 * @typedef {(query: string, params: QueryParams, context: { shown: ContentAnswer | undefined, signal: AbortSignal }) => ContentAnswer | Promise<ContentAnswer>} FetchAnswer
 */

/**
 * What a hook returns to a page.
 * @template [T=unknown]
 * @typedef {object} QueryState
 * @property {boolean} loading always false once rendered: the page suspends (a skeleton in the browser) until its content is in
 * @property {T | null} data
 * @property {string | null} error the error's message, or `An error occurred`; never shown to visitors directly
 */

/**
 * The cache as HTML carries it: TanStack Query's `DehydratedState`, as pages served before decision
 * 0014 carry it (Varnish and prefetched HTML keep them), so either side reads the other's.
 * @typedef {{ mutations?: unknown[], queries?: DehydratedQuery[] }} DehydratedState
 * @typedef {{ dehydratedAt: number, state: DehydratedQueryState, queryKey: readonly unknown[], queryHash: string }} DehydratedQuery
 * @typedef {{ data: ContentAnswer, dataUpdateCount: number, dataUpdatedAt: number, error: null, errorUpdateCount: number, errorUpdatedAt: number, fetchFailureCount: number, fetchFailureReason: null, fetchMeta: null, isInvalidated: boolean, status: 'success', fetchStatus: 'idle' | 'fetching' }} DehydratedQueryState
 */

/** How long an answer is fresh: the server renders and the browser reuses it without asking again. */
export const CONTENT_STALE_MS = 60_000;

/**
 * An answer that failed (or whose refresh failed) is asked again when a page next shows it, but not
 * by the very render that waited for it: for a second, as TanStack Query's suspense did.
 */
export const FAILED_FRESH_MS = 1_000;

/** @param {unknown} error */
export const errorMessage = (error) => (error instanceof Error && error.message ? error.message : 'An error occurred');

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isPlainObject(value) {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

/**
 * The key of one query: TanStack Query's hash of `['content', query, params]` (object keys sorted), so
 * a key of a served page's data is this cache's key.
 * @param {string} query @param {QueryParams} params
 */
export const contentKey = (query, params) =>
  JSON.stringify(['content', query, params], (_, value) =>
    isPlainObject(value) ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]])) : value,
  );

/** @param {unknown} value @returns {value is ContentAnswer} */
const isAnswer = (value) =>
  isPlainObject(value) && 'data' in value && (value.error === null || typeof value.error === 'string') && (value.tags === undefined || Array.isArray(value.tags));

/** One query's answer, its first promise (what a suspended render waits for) and who shows it. */
class Entry {
  /** @param {string} query @param {QueryParams} params @param {string} key */
  constructor(query, params, key) {
    this.query = query;
    this.params = params;
    this.key = key;
    /** @type {ContentAnswer | undefined} */
    this.answer = undefined;
    /** When the answer was fetched (ms since the epoch). */
    this.fetchedAt = 0;
    /** How many answers this query has had. */
    this.updates = 0;
    /** A live event named it while nothing showed it: asked again when next shown. */
    this.invalidated = false;
    /** @type {{ controller: AbortController, done: Promise<void> } | undefined} the fetch whose answer counts */
    this.inFlight = undefined;
    /** @type {Set<() => void>} */
    this.listeners = new Set();
    /** @type {(answer: ContentAnswer) => void} */
    let settleFirst = () => {};
    /** The first answer: a reader suspends on this one promise until it is in. */
    this.promise = /** @type {Promise<ContentAnswer>} */ (new Promise((resolve) => (settleFirst = resolve)));
    this.settleFirst = settleFirst;
  }

  /** For `useSyncExternalStore`: a refreshed answer re-renders its readers in place. @param {() => void} listener */
  subscribe = (listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.answer;

  get observed() {
    return this.listeners.size > 0;
  }
}

/** The site's content cache (see the top of this file). */
export class ContentCache {
  /** @type {Map<string, Entry>} */
  #entries = new Map();
  #fetchAnswer;
  #now;

  /** @param {{ fetchAnswer: FetchAnswer, now?: () => number }} options */
  constructor({ fetchAnswer, now = () => Date.now() }) {
    this.#fetchAnswer = fetchAnswer;
    this.#now = now;
  }

  /**
   * The entry of a query, asked for now when the cache has none (the read that suspends on it).
   * @param {string} query @param {QueryParams} [params]
   */
  entry(query, params = {}) {
    const key = contentKey(query, params);
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = new Entry(query, params, key);
      this.#entries.set(key, entry);
      void this.#fetch(entry);
    }
    return entry;
  }

  /**
   * Asks again; an answer asked earlier and still on its way no longer counts (it may predate the
   * change this fetch is for). Resolves once the answer is in the entry.
   * @param {Entry} entry
   */
  #fetch(entry) {
    const controller = new AbortController();
    /** @param {ContentAnswer} answer */
    const arrived = (answer) => {
      if (entry.inFlight?.controller !== controller || this.#entries.get(entry.key) !== entry) return;
      entry.inFlight = undefined;
      this.#settle(entry, answer, this.#now(), entry.updates + 1, false);
    };
    /** @param {unknown} error @returns {ContentAnswer} */
    const failed = (error) => ({ data: null, error: errorMessage(error) });
    /** @type {ContentAnswer | Promise<ContentAnswer>} */
    let result;
    try {
      result = this.#fetchAnswer(entry.query, entry.params, { shown: entry.answer, signal: controller.signal });
    } catch (error) {
      result = failed(error);
    }
    const done = result instanceof Promise ? result.then(arrived, (error) => arrived(failed(error))) : Promise.resolve();
    entry.inFlight = { controller, done };
    if (!(result instanceof Promise)) arrived(result);
    return done;
  }

  /** @param {Entry} entry @param {ContentAnswer} answer @param {number} fetchedAt @param {number} updates @param {boolean} invalidated */
  #settle(entry, answer, fetchedAt, updates, invalidated) {
    entry.answer = answer;
    entry.fetchedAt = fetchedAt;
    entry.updates = updates;
    entry.invalidated = invalidated;
    entry.settleFirst(answer);
    for (const listener of [...entry.listeners]) listener();
  }

  /** @param {Entry} entry */
  isStale(entry) {
    if (!entry.answer) return false;
    if (entry.invalidated) return true;
    const failed = Boolean(entry.answer.error || entry.answer.refreshFailed);
    return this.#now() - entry.fetchedAt >= (failed ? FAILED_FRESH_MS : CONTENT_STALE_MS);
  }

  /**
   * A page shows this answer (a component mounted): asked again in the background when it is stale,
   * the old answer on screen meanwhile. Resolves once the new answer is in (at once when fresh).
   * @param {Entry} entry
   */
  refreshIfStale(entry) {
    if (!this.isStale(entry)) return Promise.resolve();
    return entry.inFlight?.done ?? this.#fetch(entry);
  }

  /**
   * A live event: the answers that carry one of `tags` (every one for `'all'`, after a restart) are
   * out of date. Those on screen are asked again and their readers re-render in place (the old
   * answer stays on screen meanwhile: nothing suspends); the others are asked when next shown.
   * Resolves, once the answers on screen are in, to how many answers were affected: none, no request.
   * @param {string[] | 'all'} tags
   */
  async refresh(tags) {
    const named = new Set(tags);
    const affected = [...this.#entries.values()].filter((entry) => tags === 'all' || (entry.answer?.tags ?? []).some((tag) => named.has(tag)));
    const asked = [];
    for (const entry of affected) {
      if (entry.observed) asked.push(this.#fetch(entry));
      else entry.invalidated = true;
    }
    await Promise.all(asked);
    return affected.length;
  }

  /** Every sync tag the cache's answers carry: what a render read, for purging it by tag. */
  syncTags() {
    return [...new Set([...this.#entries.values()].flatMap((entry) => entry.answer?.tags ?? []))];
  }

  /** True when an answer fell back to built-in copy: the server does not keep such a page. */
  hasFailed() {
    return [...this.#entries.values()].some((entry) => Boolean(entry.answer?.error));
  }

  /** Forgets every answer; fetches still on their way are abandoned (a server render spent its budget). */
  clear() {
    for (const entry of this.#entries.values()) entry.inFlight?.controller.abort();
    this.#entries.clear();
  }

  /**
   * The answers in, for the HTML: TanStack Query's `DehydratedState`, field for field as its
   * `dehydrate` wrote it (an answer still on its way is left out: the browser asks for it).
   * @returns {DehydratedState}
   */
  dehydrate() {
    const dehydratedAt = this.#now();
    /** @type {DehydratedQuery[]} */
    const queries = [];
    for (const entry of this.#entries.values()) {
      if (!entry.answer) continue;
      queries.push({
        dehydratedAt,
        state: {
          data: entry.answer,
          dataUpdateCount: entry.updates,
          dataUpdatedAt: entry.fetchedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: entry.invalidated,
          status: 'success',
          fetchStatus: entry.inFlight ? 'fetching' : 'idle',
        },
        queryKey: ['content', entry.query, entry.params],
        queryHash: entry.key,
      });
    }
    return { mutations: [], queries };
  }

  /**
   * Answers from HTML (the page's own, or a prefetched page's): each goes in unless the cache has a
   * newer one of the same query, as TanStack Query's `hydrate` did. What is not a content answer is
   * passed over.
   * @param {DehydratedState | undefined} state
   */
  hydrate(state) {
    for (const dehydrated of state?.queries ?? []) {
      const [scope, query, params = {}] = Array.isArray(dehydrated?.queryKey) ? dehydrated.queryKey : [];
      const data = dehydrated?.state?.data;
      if (scope !== 'content' || typeof query !== 'string' || !isPlainObject(params) || !isAnswer(data)) continue;
      const fetchedAt = Number(dehydrated.state.dataUpdatedAt) || 0;
      const key = contentKey(query, params);
      let entry = this.#entries.get(key);
      if (entry?.answer && fetchedAt <= entry.fetchedAt) continue;
      if (!entry) {
        entry = new Entry(query, params, key);
        this.#entries.set(key, entry);
      }
      this.#settle(entry, data, fetchedAt, Number(dehydrated.state.dataUpdateCount) || 1, dehydrated.state.isInvalidated === true);
    }
  }
}

/** The page's content cache, for the components under it. */
export const ContentCacheContext = React.createContext(/** @type {ContentCache | null} */ (null));

/**
 * Gives `cache` to the components under it: the shell (server render and browser), a remote running
 * alone, the test helpers.
 * @param {{ cache: ContentCache, children?: import('react').ReactNode }} props
 */
export function ContentCacheProvider({ cache, children }) {
  return React.createElement(ContentCacheContext.Provider, { value: cache }, children);
}

/** The cache of the page this component is on. */
export function useContentCache() {
  const cache = React.useContext(ContentCacheContext);
  if (!cache) throw new Error('a content query needs a ContentCacheProvider above it (the shell, renderStandalone and the test helpers give one)');
  return cache;
}

/**
 * Runs one GROQ query against the content service. On the server the render waits for it and the
 * answer travels inside the HTML; the browser hydrates with that answer and does not ask again.
 * A refreshed answer re-renders this component in place; a stale one is asked again once shown.
 * Inputs travel as GROQ params, never pasted into the query text.
 * @template T
 * @param {string} query @param {QueryParams} [params]
 * @returns {QueryState<T>}
 */
export function useContentQuery(query, params = {}) {
  const cache = useContentCache();
  const entry = cache.entry(query, params);
  const current = React.useSyncExternalStore(entry.subscribe, entry.snapshot, entry.snapshot);
  React.useEffect(() => {
    void cache.refreshIfStale(entry);
  }, [cache, entry]);
  // Not in yet: suspend until the entry's one promise settles (a skeleton in the browser; the server
  // waits). Thrown, as TanStack Query's `useSuspenseQuery` did, rather than read with React 19's `use`:
  // React keeps a render that suspended in `use` inside a synchronous `act` scope in that scope's
  // queue, so under Testing Library's synchronous `render` a page that shows its skeleton would never
  // show its content (testing-library/react-testing-library#1375). Suspense treats both alike.
  if (current === undefined) throw entry.promise;
  const answer = /** @type {ContentAnswer<T>} */ (current);
  return { loading: false, data: answer.data, error: answer.error };
}
