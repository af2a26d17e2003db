import { headingId } from '@site/shared/content';
import type { LegalEntry } from '../../content/legalIndexes';

/** The entry an `:item` path names, by id or alias; the item is compared in its hyphenated form. */
export function findLegalEntry(entries: LegalEntry[], item: string | undefined): LegalEntry | undefined {
  if (!item) return undefined;
  const wanted = headingId(item);
  return entries.find((entry) => entry.id === wanted || entry.aliases?.includes(wanted));
}

/** The entries in display order: the requested one first, the others as written. */
export function orderEntries(entries: LegalEntry[], selected: LegalEntry | undefined): LegalEntry[] {
  return selected ? [selected, ...entries.filter((entry) => entry !== selected)] : entries;
}
