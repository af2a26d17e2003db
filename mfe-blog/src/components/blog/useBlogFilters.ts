import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES, type PostFilters } from './posts';

/**
 * Search text and category live in the URL (`?q=...&category=...`), so a filtered list can be
 * shared and survives a reload. Updates replace the history entry: typing is not navigation.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PostFilters = { query: params.get('q') ?? '', category: params.get('category') ?? '' };

  const update = useCallback(
    (name: 'q' | 'category', value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!value || (name === 'category' && value === ALL_CATEGORIES)) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('q');
        next.delete('category');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  return {
    filters,
    setQuery: (value: string) => update('q', value),
    setCategory: (value: string) => update('category', value),
    clear,
  };
}
