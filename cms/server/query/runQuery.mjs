// @ts-check
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import { querySyncTags } from '../live/syncTags.mjs';

/**
 * An error answer in the shape Sanity's API uses, so @sanity/client builds its usual error from it
 * (a `queryParseError` with `query`, `start` and `end` even gets a code frame in the message).
 */
export class QueryError extends Error {
  /**
   * @param {number} statusCode
   * @param {{ type: string; description: string; query?: string; start?: number; end?: number }} error
   */
  constructor(statusCode, error) {
    super(error.description);
    this.statusCode = statusCode;
    this.body = { error };
  }
}

/**
 * Where `needle` first occurs in the query, for an error's start and end; the whole query otherwise.
 * @param {string} query
 * @param {RegExp} needle
 */
function locate(query, needle) {
  const match = needle.exec(query);
  return match ? { start: match.index, end: match.index + match[0].length } : { start: 0, end: query.length };
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Names of every `$param` the parsed query uses. groq-js evaluates a missing param as null, which
 * would quietly turn `slug.current == $slug` into a match on documents without a slug; Sanity
 * refuses such a query, and so does this service.
 * @param {unknown} node
 * @param {Set<string>} [names]
 */
export function referencedParams(node, names = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) referencedParams(child, names);
  } else if (node && typeof node === 'object') {
    const record = /** @type {Record<string, unknown>} */ (node);
    if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name);
    for (const value of Object.values(record)) referencedParams(value, names);
  }
  return names;
}

/**
 * Parses the query, or throws the 400 answer Sanity gives for it.
 * @param {string} query
 * @param {Record<string, unknown>} params
 */
function parseQuery(query, params) {
  try {
    return parse(query, { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const start = Math.min(error.position, query.length);
      return parseFailure(query, error.message.replace(/^Syntax error in GROQ query at position \d+:\s*/, ''), {
        start,
        end: Math.min(start + 1, query.length),
      });
    }
    // GroqQueryError (e.g. an unknown function) is also raised while parsing.
    const message = error instanceof Error ? error.message : String(error);
    const fn = /Undefined (?:pipe )?function: (\S+)/.exec(message);
    return parseFailure(query, message, fn ? locate(query, new RegExp(`${escapeRegExp(fn[1])}\\s*\\(`)) : { start: 0, end: query.length });
  }
}

/**
 * @param {string} query
 * @param {string} description
 * @param {{ start: number; end: number }} where
 * @returns {never}
 */
function parseFailure(query, description, where) {
  throw new QueryError(400, { type: 'queryParseError', description, query, ...where });
}

/**
 * Evaluates a GROQ query over the given documents, the way Sanity's query endpoint does, with the
 * sync tags of its answer (`live/syncTags.mjs`).
 * Throws QueryError for anything the caller got wrong; other errors are the service's own.
 * @param {{
 *   query: unknown;
 *   params: Record<string, unknown>;
 *   documents: unknown[];
 *   sanity: { projectId: string; dataset: string };
 * }} input
 * @returns {Promise<{ result: unknown; syncTags: string[] }>}
 */
export async function runQuery({ query, params, documents, sanity }) {
  if (typeof query !== 'string' || query.trim() === '') {
    throw new QueryError(400, { type: 'validationError', description: 'The query parameter "query" is missing or empty' });
  }
  const tree = parseQuery(query, params);

  for (const name of referencedParams(tree)) {
    if (!Object.hasOwn(params, name)) {
      parseFailure(query, `param $${name} referenced, but not provided`, locate(query, new RegExp(`\\$${escapeRegExp(name)}(?![A-Za-z0-9_])`)));
    }
  }

  try {
    const value = await evaluate(tree, { dataset: documents, params, sanity });
    const result = await value.get();
    const syncTags = await querySyncTags({ tree, params, documents: /** @type {{ _id: string, _type: string }[]} */ (documents), result });
    return { result, syncTags };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof Error && error.name === 'GroqQueryError') {
      throw new QueryError(400, { type: 'queryError', description: message });
    }
    // groq-js throws a bare "not implemented" for text::query(), geo::* and a few other functions.
    if (message === 'not implemented') {
      throw new QueryError(400, {
        type: 'queryError',
        description: 'The query uses a GROQ function the local content service (groq-js) does not implement, such as text::query() or geo::*',
      });
    }
    throw error;
  }
}
