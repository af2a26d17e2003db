import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import type { DocumentMeta, Keyed } from '../content/types';

/**
 * The content types in `shared/src/content/types.ts` are written by hand (Sanity TypeGen needs the
 * `sanity` package and its Studio to extract the schema; see the cms README). These helpers keep
 * them honest: each remote lists a type's fields with `fieldsOf<T>()`, which tsc checks against the
 * type, and runs its GROQ queries over the seed dataset to compare what comes back with the list.
 */

/** The fields of one content type, and of the objects inside it that queries project. */
export interface FieldList {
  fields: readonly string[];
  nested: Readonly<Record<string, FieldList>>;
}

// System fields (`_id`, `_type`, `_key`, …) are allowed everywhere and need not be listed.
type SystemField = keyof DocumentMeta | keyof Keyed;
type Unlisted<T, K extends readonly PropertyKey[]> = Exclude<keyof T, K[number] | SystemField>;

/**
 * Lists every field of `T` but the system fields: tsc fails on a field `T` does not have and on a
 * field of `T` that is left out (`{ missing: 'name' }` in the message names it).
 */
export function fieldsOf<T>() {
  return <const K extends readonly (Exclude<keyof T, SystemField> & string)[]>(
    fields: K & ([Unlisted<T, K>] extends [never] ? unknown : { missing: Unlisted<T, K> }),
    nested: { [P in K[number]]?: FieldList } = {},
  ): FieldList => ({ fields, nested: nested as Record<string, FieldList> });
}

const SYSTEM_FIELDS = new Set(['_id', '_type', '_createdAt', '_updatedAt', '_rev', '_key']);

let published: unknown[] | undefined;

/** The seed dataset as visitors see it: no drafts, no release versions. */
function seedDataset(): unknown[] {
  published ??= readFileSync(new URL('../../../cms/dataset/production.ndjson', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { _id: string })
    .filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'));
  return published;
}

/** A query's answer over the seed dataset, as the content service would give it. */
export async function runOnSeed(query: string, params: Record<string, unknown> = {}): Promise<unknown> {
  return (await evaluate(parse(query, { params }), { dataset: seedDataset(), params })).get();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Visitor = (path: string, field: string, known: boolean) => void;

/** Visits every field of every object of a result; `field` is '' for the object itself. */
function walk(value: unknown, list: FieldList, path: string, visit: Visitor) {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, list, path, visit);
    return;
  }
  if (!isObject(value)) return;
  visit(path, '', true);
  for (const [field, inner] of Object.entries(value)) {
    if (SYSTEM_FIELDS.has(field)) continue;
    visit(path, field, list.fields.includes(field));
    const nested = list.nested[field];
    if (nested) walk(inner, nested, `${path}${field}.`, visit);
  }
}

/** Fields a query returned that the type does not declare, as paths (`features.stat`). */
export function fieldsOutsideType(result: unknown, list: FieldList): string[] {
  const outside = new Set<string>();
  walk(result, list, '', (path, field, known) => {
    if (field && !known) outside.add(path + field);
  });
  return [...outside].sort();
}

/**
 * Fields the type declares that none of the results carries, as paths: a field nothing queries,
 * which every page would read as missing. Nested lists are checked where a result has such objects.
 */
export function fieldsNoQueryReturns(results: unknown[], list: FieldList): string[] {
  const seen = new Set<string>();
  const reached = new Set<string>();
  for (const result of results) {
    walk(result, list, '', (path, field) => {
      if (field) seen.add(path + field);
      else reached.add(path);
    });
  }
  const missing: string[] = [];
  const collect = (current: FieldList, path: string) => {
    if (!reached.has(path)) return;
    for (const field of current.fields) {
      if (!seen.has(path + field)) missing.push(path + field);
      const nested = current.nested[field];
      if (nested) collect(nested, `${path}${field}.`);
    }
  };
  collect(list, '');
  return missing.sort();
}

/**
 * Both checks over the results of a type's queries: `{ outside: [], unreturned: [] }` when the
 * queries and the type agree.
 */
export function typeMismatches(results: unknown[], list: FieldList): { outside: string[]; unreturned: string[] } {
  return {
    outside: [...new Set(results.flatMap((result) => fieldsOutsideType(result, list)))].sort(),
    unreturned: fieldsNoQueryReturns(results, list),
  };
}

/** What `typeMismatches` answers when the queries and the type agree. */
export const AGREE = { outside: [], unreturned: [] };
