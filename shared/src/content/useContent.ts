import { mergeDefaults } from './mergeDefaults';
import { useContentQuery } from './useContentQuery';
import type { QueryParams } from './client';

export interface ContentState<T> {
  loading: boolean;
  /** Always complete: the document merged over the built-in defaults. */
  data: T;
  error: string | null;
  /** True when the content service answered with a document. */
  fromService: boolean;
}

/** A remote's content with its built-in defaults: pages render complete copy in every state. */
export function useContent<T>(query: string, params: QueryParams, defaults: T): ContentState<T> {
  const { loading, data, error } = useContentQuery<unknown>(query, params);
  return {
    loading,
    error,
    data: mergeDefaults(defaults, data),
    fromService: data !== null && data !== undefined,
  };
}
