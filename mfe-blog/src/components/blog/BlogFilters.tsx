import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { blogListCopy } from '../../content/defaults';
import { ALL_CATEGORIES } from './posts';
import classes from './BlogFilters.module.css';

interface BlogFiltersProps {
  query: string;
  category: string;
  categories: string[];
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
}

export function BlogFilters({ query, category, categories, onQueryChange, onCategoryChange }: BlogFiltersProps) {
  // A category from a shared link stays selectable even when no loaded post has it.
  const options = [ALL_CATEGORIES, ...categories];
  if (category && !options.includes(category)) options.push(category);
  return (
    <Group className={classes.filters} align="flex-end" gap="md" role="search">
      <TextInput
        className={classes.search}
        type="search"
        label={blogListCopy.searchLabel}
        placeholder={blogListCopy.searchPlaceholder}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        leftSection={<Search size={16} aria-hidden="true" />}
        rightSection={
          query ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onQueryChange('')} /> : null
        }
      />
      <NativeSelect
        className={classes.category}
        label={blogListCopy.categoryLabel}
        data={options}
        value={category || ALL_CATEGORIES}
        onChange={(event) => onCategoryChange(event.currentTarget.value)}
      />
    </Group>
  );
}
