import { readFileSync } from 'node:fs';
import path from 'node:path';

// The seed dataset (cms/dataset/production.ndjson) as the content service serves it. The remotes'
// tests compare their built-in copy with it: a visitor must read the same words whether the content
// service answers or not.

type SeedDocument = Record<string, unknown> & { _id: string; _type: string };

let documents: SeedDocument[] | undefined;

/** Every document of the seed dataset, read once; vitest runs from the repository root (vitest.config.mjs). */
export function seedDocuments(): SeedDocument[] {
  documents ??= readFileSync(path.resolve('cms/dataset/production.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as SeedDocument);
  return documents;
}

/** The seed document with this id; throws if there is none, so a renamed document fails loudly. */
export function seedDocument(id: string): SeedDocument {
  const found = seedDocuments().find((doc) => doc._id === id);
  if (!found) throw new Error(`the seed dataset has no document ${id}`);
  return found;
}

/**
 * What a visitor reads of a value: its text, in order, without the system fields (`_id`, `_key`,
 * `_type`, ...) and without the named fields (pictures, say, which differ by nature: a local file
 * against a content image).
 */
export function wordsOf(value: unknown, without: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => wordsOf(item, without));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !name.startsWith('_') && !without.includes(name))
        .map(([name, field]) => [name, wordsOf(field, without)]),
    );
  }
  return value;
}
