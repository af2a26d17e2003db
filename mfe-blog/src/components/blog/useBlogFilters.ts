import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES, type PostFilters } from './posts';

/** New values for the list's filters, by their name in the URL (and in the filters' form). */
export type FilterChanges = Partial<Record<'q' | 'category', string>>;

/**
 * Search text and category live in the URL (`?q=...&category=...`), so a filtered list can be
 * shared and survives a reload. Updates replace the history entry: typing is not navigation.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PostFilters = { query: params.get('q') ?? '', category: params.get('category') ?? '' };

  // Several filters change in one update: each update starts from the URL as last rendered.
  const setFilters = useCallback(
    (changes: FilterChanges) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (!value || (name === 'category' && value === ALL_CATEGORIES)) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setFilters({ q: '', category: '' }), [setFilters]);

  return { filters, setFilters, clear };
}
