import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { NativeSelect } from '@mantine/core/fields';
import { useChangesBeforeHydration } from '@site/shared/ui';
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { blogListCopy } from '../../content/defaults';
import { ALL_CATEGORIES } from './posts';
import type { FilterChanges } from './useBlogFilters';
import classes from './BlogFilters.module.css';

interface BlogFiltersProps {
  query: string;
  category: string;
  categories: string[];
  onChange: (changes: FilterChanges) => void;
}

export function BlogFilters({ query, category, categories, onChange }: BlogFiltersProps) {
  // A category from a shared link stays selectable even when no loaded post has it.
  const options = [ALL_CATEGORIES, ...categories];
  if (category && !options.includes(category)) options.push(category);
  // A GET form the server answers (it renders `q` and `category`): before hydration, or with
  // JavaScript off, Enter in the search field loads the filtered list. A category chosen before
  // hydration loads it at once (`data-submit-on-change`: index.html's early script submits the
  // form); with JavaScript off the Apply button, shown only then, submits it. Once hydrated the list
  // filters as the visitor types or picks, and submitting does nothing more; text typed before
  // then (a category picked while the page's code was still loading) applies as the form hydrates.
  const formRef = useRef<HTMLFormElement>(null);
  useChangesBeforeHydration(formRef, { q: query, category: category || ALL_CATEGORIES }, onChange);
  return (
    <form ref={formRef} method="get" action="/blog" role="search" data-submit-on-change onSubmit={(event) => event.preventDefault()}>
      <Group className={classes.filters} align="flex-end" gap="md">
        <TextInput
          className={classes.search}
          type="search"
          name="q"
          label={blogListCopy.searchLabel}
          placeholder={blogListCopy.searchPlaceholder}
          value={query}
          onChange={(event) => onChange({ q: event.currentTarget.value })}
          leftSection={<Search size={16} aria-hidden="true" />}
          rightSection={
            query ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange({ q: '' })} /> : null
          }
        />
        <NativeSelect
          className={classes.category}
          name="category"
          label={blogListCopy.categoryLabel}
          data={options}
          value={category || ALL_CATEGORIES}
          onChange={(event) => onChange({ category: event.currentTarget.value })}
        />
        <Button type="submit" variant="default" className={classes.apply}>
          {blogListCopy.applyFilters}
        </Button>
      </Group>
    </form>
  );
}
