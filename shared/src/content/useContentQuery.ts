// The hook and the answer's types, from the one cache module the shell provides to every remote
// (`contentCache.mjs`): imported by its package name, so Module Federation shares it.
export {
  CONTENT_STALE_MS,
  ContentCache,
  ContentCacheProvider,
  errorMessage,
  useContentCache,
  useContentQuery,
  type ContentAnswer,
  type DehydratedState,
  type FetchAnswer,
  type QueryState,
} from '@site/shared/content/contentCache.mjs';
