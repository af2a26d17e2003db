// @ts-check
import { createHash } from 'node:crypto';
import { evaluate } from 'groq-js';

/**
 * Sync tags as Sanity's Live Content API names them: opaque (`s1:` and a hash), the same strings in a
 * query's `syncTags` and in the events of the changes that make that answer out of date. Two kinds of
 * key lie behind them: a document (`doc:<published id>`: a draft counts as its document) and a type
 * (`type:<_type>`: every list of that type).
 */
const MAX_TAGS = 200;

/** @param {string} key */
const tagOf = (key) => `s1:${createHash('sha256').update(key).digest('base64url').slice(0, 12)}`;

/** @param {string} id */
export const documentTag = (id) => tagOf(`doc:${id.replace(/^(drafts|versions\.[^.]+)\./, '')}`);
/** @param {string} type */
export const typeTag = (type) => tagOf(`type:${type}`);

/**
 * The tags of one committed transaction: for each changed document its own tag and its type's (its
 * type before and after, should it have changed).
 * @param {{ id: string, before?: { _type: string }, after?: { _type: string } }[]} changes
 */
export function eventTags(changes) {
  const tags = new Set();
  for (const { id, before, after } of changes) {
    tags.add(documentTag(id));
    for (const doc of [before, after]) if (doc) tags.add(typeTag(doc._type));
  }
  return [...tags];
}

/** @typedef {{ type: string, [key: string]: any }} GroqNode */

/** The `_type`s an expression names with `_type == "x"` or `_type in [...]`, anywhere in it. @param {GroqNode} node @param {Set<string>} types */
function namedTypes(node, types = new Set()) {
  if (!node || typeof node !== 'object') return types;
  if (node.type === 'OpCall' && isField(node.left, '_type')) {
    const value = literal(node.right);
    for (const type of [value].flat()) if (typeof type === 'string') types.add(type);
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child) namedTypes(item, types);
    else if (child && typeof child === 'object') namedTypes(child, types);
  }
  return types;
}

/** `name` (`_id`, `_type`) or `slug.current` read from the document being filtered. @param {GroqNode | undefined} node @param {string} name */
function isField(node, name) {
  if (!node || node.type !== 'AccessAttribute') return false;
  if (name === 'slug.current') return node.name === 'current' && node.base?.type === 'AccessAttribute' && node.base.name === 'slug' && !node.base.base;
  return node.name === name && !node.base;
}

/** A value known before the query runs (a literal, or a param the parser put in), or undefined. @param {GroqNode | undefined} node */
function literal(node) {
  if (node?.type === 'Value') return node.value;
  if (node?.type === 'Array') return node.elements.map((/** @type {GroqNode} */ element) => literal(element.value));
  return undefined;
}

/**
 * Whether a filter picks documents by key: `_id ==`, `_id in`, `slug.current ==` a known value, as
 * one of its `&&` terms, or on both sides of an `||`.
 * @param {GroqNode} node
 * @returns {boolean}
 */
function pinsByKey(node) {
  if (node.type === 'And') return pinsByKey(node.left) || pinsByKey(node.right);
  if (node.type === 'Or') return pinsByKey(node.left) && pinsByKey(node.right);
  if (node.type === 'Group') return pinsByKey(node.base);
  if (node.type !== 'OpCall' || (node.op !== '==' && node.op !== 'in')) return false;
  const keyed = isField(node.left, '_id') || (node.op === '==' && isField(node.left, 'slug.current'));
  return keyed && literal(node.right) !== undefined;
}

/** Every `*[filter]` of a query tree. @param {GroqNode} node @param {GroqNode[]} [found] */
function everythingFilters(node, found = []) {
  if (!node || typeof node !== 'object') return found;
  if (node.type === 'Filter' && node.base?.type === 'Everything') found.push(node);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child) everythingFilters(item, found);
    else if (child && typeof child === 'object') everythingFilters(child, found);
  }
  return found;
}

/** Every `_id` (and, with `refs`, every `_ref`) inside a value. @param {unknown} value @param {Set<string>} ids @param {boolean} refs */
function idsIn(value, ids, refs) {
  if (Array.isArray(value)) for (const item of value) idsIn(item, ids, refs);
  else if (value && typeof value === 'object') {
    const record = /** @type {Record<string, unknown>} */ (value);
    if (typeof record._id === 'string') ids.add(record._id);
    if (refs && typeof record._ref === 'string') ids.add(record._ref);
    for (const child of Object.values(record)) if (child && typeof child === 'object') idsIn(child, ids, refs);
  }
  return ids;
}

/**
 * The sync tags of a query's answer: what it read, as the events of later changes will name it.
 * - Each `*[filter]` that picks documents by key (an article by its slug) is tagged with those
 *   documents and every document they reference (what `->` reads); when it picks none, with the
 *   types it names, so a document created under that key is seen.
 * - Each other `*[filter]` (a list) is tagged with the types its filter names; one that names no type
 *   with every type of the dataset (never one tag for the whole dataset).
 * - Every document whose `_id` is in the answer is tagged too.
 * At most `MAX_TAGS` tags: past it, the types stand for the documents.
 * @param {{ tree: GroqNode, params: Record<string, unknown>, documents: { _id: string, _type: string }[], result: unknown }} query
 * @returns {Promise<string[]>}
 */
export async function querySyncTags({ tree, params, documents, result }) {
  const types = new Set();
  const ids = idsIn(result, new Set(), false);
  for (const filter of everythingFilters(tree)) {
    const named = namedTypes(filter.expr);
    if (pinsByKey(filter.expr)) {
      // Evaluated alone: a key compared with the enclosing document (`^._id`) matches nothing, and the types stand for it.
      const picked = [await (await evaluate(/** @type {any} */ (filter), { dataset: documents, params })).get()].flat().filter(Boolean);
      if (picked.length > 0) {
        idsIn(picked, ids, true);
        continue;
      }
    }
    if (named.size === 0) for (const doc of documents) types.add(doc._type);
    for (const type of named) types.add(type);
  }
  if (types.size + ids.size > MAX_TAGS) {
    // Too many documents to name one by one: their types stand for them.
    const typeOf = new Map(documents.map((doc) => [doc._id.replace(/^drafts\./, ''), doc._type]));
    for (const id of ids) {
      const type = typeOf.get(id.replace(/^drafts\./, ''));
      if (type) types.add(type);
    }
    return [...types].map(typeTag);
  }
  return [...[...types].map(typeTag), ...[...ids].map(documentTag)];
}
