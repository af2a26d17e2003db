import { useEffect, useState } from 'react';
import { getContentClient, type QueryParams } from './client';

export interface QueryState<T> {
  loading: boolean;
  data: T | null;
  /** The error's message, or `An error occurred`; never shown to visitors directly. */
  error: string | null;
}

export interface QueryOptions {
  /** Keep the answer for the rest of the page's life (navigation, settings). Default true. */
  cache?: boolean;
}

const answers = new Map<string, unknown>();
/** Requests on their way, so the navbar and the footer asking for the same document share one. */
const inflight = new Map<string, Promise<unknown>>();

function fetchShared<T>(key: string, query: string, params: QueryParams, useCache: boolean): Promise<T> {
  if (!useCache) return getContentClient().fetch<T>(query, params);
  let request = inflight.get(key) as Promise<T> | undefined;
  if (!request) {
    request = getContentClient()
      .fetch<T>(query, params)
      .then((data) => {
        answers.set(key, data);
        return data;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, request);
  }
  return request;
}

export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An error occurred';

/**
 * Runs one GROQ query against the content service: loading, then data or error. Inputs travel as
 * GROQ params, never pasted into the query text.
 */
export function useContentQuery<T>(query: string, params: QueryParams = {}, options: QueryOptions = {}): QueryState<T> {
  const useCache = options.cache ?? true;
  const key = `${query}\u0000${JSON.stringify(params)}`;
  const [state, setState] = useState<QueryState<T> & { key: string }>(() =>
    useCache && answers.has(key)
      ? { key, loading: false, data: answers.get(key) as T, error: null }
      : { key, loading: true, data: null, error: null },
  );

  useEffect(() => {
    if (useCache && answers.has(key)) {
      setState({ key, loading: false, data: answers.get(key) as T, error: null });
      return;
    }
    let active = true;
    setState((previous) => (previous.key === key && previous.loading ? previous : { key, loading: true, data: null, error: null }));
    fetchShared<T>(key, query, params, useCache)
      .then((data) => {
        if (active) setState({ key, loading: false, data: data ?? null, error: null });
      })
      .catch((error: unknown) => {
        console.warn('[content] query failed:', error);
        if (active) setState({ key, loading: false, data: null, error: errorMessage(error) });
      });
    return () => {
      active = false;
    };
    // `key` stands for query and params (a new params object each render must not refetch).
  }, [key, useCache]);

  // While a new key's request is on its way, never show the previous key's answer.
  return state.key === key ? state : { loading: true, data: null, error: null };
}

/** Test seam: forget cached answers between tests. */
export function clearContentCache() {
  answers.clear();
  inflight.clear();
}
