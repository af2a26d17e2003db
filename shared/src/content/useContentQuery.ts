import { useSuspenseQuery } from '@tanstack/react-query';
import type { QueryParams } from './client';
import { contentQuery } from './queryClient';

export { errorMessage } from './queryClient';

export interface QueryState<T> {
  /** Always false once rendered: the page suspends (a skeleton in the browser) until its content is in. */
  loading: boolean;
  data: T | null;
  /** The error's message, or `An error occurred`; never shown to visitors directly. */
  error: string | null;
}

/**
 * Runs one GROQ query against the content service. On the server the render waits for it and the
 * answer travels inside the HTML; the browser hydrates with that answer and does not ask again.
 */
export function useContentQuery<T>(query: string, params: QueryParams = {}): QueryState<T> {
  const { data } = useSuspenseQuery(contentQuery<T>(query, params));
  return { loading: false, data: data.data, error: data.error };
}
