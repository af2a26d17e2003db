// @ts-check
import { Mutation } from '@sanity/mutator';
import { QueryError } from '../query/runQuery.mjs';

/**
 * One mutation of Sanity's mutate API, as @sanity/client sends it: `create`, `createOrReplace`,
 * `createIfNotExists`, `delete` ({ id }) or `patch` ({ id, set, unset, inc, dec, setIfMissing, insert, ifRevisionID }).
 * @typedef {Record<string, any>} SanityMutation
 * @typedef {import('../dataset.mjs').SanityDocument} SanityDocument
 * @typedef {{ id: string; operation: 'create' | 'update' | 'delete' | 'none'; document?: SanityDocument | null }} MutationResult
 * @typedef {{ id: string; before: SanityDocument | undefined; after: SanityDocument | undefined }} Change
 */

/** Document ids as Sanity accepts them: letters, digits, `_`, `-`, with `.` separating path segments. */
const VALID_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/**
 * A mutation the API refuses, in Sanity's error shape: the whole transaction fails, nothing is written.
 * @param {number} statusCode
 * @param {number} index which mutation
 * @param {string} type
 * @param {string} description
 */
function mutationError(statusCode, index, type, description) {
  const error = new QueryError(statusCode, { type: 'mutationError', description: `Mutation(s) failed with 1 error(s)` });
  /** @type {any} */ (error.body.error).items = [{ error: { type, description }, index }];
  return error;
}

/** @param {unknown} value */
const clone = (value) => /** @type {any} */ (structuredClone(value));

/**
 * The one operation of a mutation and the id it touches, or a 400.
 * @param {SanityMutation} mutation
 * @param {number} index
 */
function parseMutation(mutation, index) {
  if (!mutation || typeof mutation !== 'object' || Array.isArray(mutation)) {
    throw mutationError(400, index, 'invalidMutationError', 'A mutation must be an object');
  }
  const kinds = Object.keys(mutation);
  if (kinds.length !== 1) throw mutationError(400, index, 'invalidMutationError', `A mutation has exactly one operation, got ${kinds.join(', ') || 'none'}`);
  const kind = kinds[0];
  const body = mutation[kind];
  if (!body || typeof body !== 'object') throw mutationError(400, index, 'invalidMutationError', `"${kind}" needs an object`);
  if (!['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'].includes(kind)) {
    throw mutationError(400, index, 'invalidMutationError', `Unsupported mutation "${kind}"`);
  }
  if ((kind === 'delete' || kind === 'patch') && 'query' in body) {
    throw mutationError(400, index, 'invalidMutationError', `"${kind}" by query is not supported by the local content service; give the document id`);
  }
  const id = kind === 'delete' || kind === 'patch' ? body.id : body._id;
  if (kind === 'create' && id === undefined) return { kind, body, id: undefined };
  if (typeof id !== 'string' || !VALID_ID.test(id)) throw mutationError(400, index, 'invalidDocumentIdError', `Invalid document id ${JSON.stringify(id)}`);
  if (kind !== 'delete' && kind !== 'patch' && (typeof body._type !== 'string' || body._type === '')) {
    throw mutationError(400, index, 'invalidDocumentError', `Document "${id}" needs a _type`);
  }
  return { kind, body, id };
}

/**
 * Applies one transaction to the documents, all or nothing, with Sanity's semantics: `create` of an
 * existing id is a 409, a `patch` of a missing document a 404, a failed `ifRevisionID` a 409. Patch
 * operations are applied by @sanity/mutator, Sanity's own implementation of them. `documents` is not
 * changed: the answer holds the next state.
 * @param {ReadonlyMap<string, SanityDocument>} documents
 * @param {unknown} mutations
 * @param {{ transactionId: string; now: string; newId: () => string }} context
 * @returns {{ next: Map<string, SanityDocument>; results: MutationResult[]; changes: Change[] }}
 */
export function applyTransaction(documents, mutations, { transactionId, now, newId }) {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw new QueryError(400, { type: 'validationError', description: 'Expected a JSON body {"mutations": [...]} with at least one mutation' });
  }
  const next = new Map(documents);
  /** @type {Map<string, SanityDocument | undefined>} the state before this transaction of each id it touched */
  const before = new Map();
  /** @type {MutationResult[]} */
  const results = [];
  mutations.forEach((raw, index) => {
    const { kind, body, id: givenId } = parseMutation(raw, index);
    const id = givenId ?? newId();
    const current = next.get(id);
    if (!before.has(id)) before.set(id, documents.get(id));
    if (kind === 'create' && current) {
      throw mutationError(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`);
    }
    if (kind === 'patch' && !current) throw mutationError(404, index, 'documentNotFoundError', `Document "${id}" not found`);
    if (kind === 'patch' && body.ifRevisionID !== undefined && body.ifRevisionID !== current?._rev) {
      throw mutationError(409, index, 'conflictError', `Document "${id}" has unexpected revision ID ("${current?._rev}"), expected "${body.ifRevisionID}"`);
    }
    if (kind === 'delete') {
      next.delete(id);
      results.push({ id, operation: current ? 'delete' : 'none', document: null });
      return;
    }
    if (kind === 'createIfNotExists' && current) {
      results.push({ id, operation: 'none', document: current });
      return;
    }
    const { ifRevisionID: _ignored, ...patch } = kind === 'patch' ? body : {};
    const input = kind === 'patch' ? { patch } : { [kind]: { ...clone(body), _id: id } };
    let result;
    try {
      result = new Mutation({ mutations: [/** @type {any} */ (input)], timestamp: now, resultRev: transactionId }).apply(current ? clone(current) : null);
    } catch (error) {
      throw mutationError(400, index, 'invalidPatchError', error instanceof Error ? error.message : String(error));
    }
    if (!result || result._id !== id || typeof result._type !== 'string') {
      throw mutationError(400, index, 'invalidPatchError', `The mutation would leave "${id}" without its _id or _type`);
    }
    const document = /** @type {SanityDocument} */ ({ ...result, _createdAt: current?._createdAt ?? result._createdAt ?? now, _updatedAt: now, _rev: transactionId });
    next.set(id, document);
    results.push({ id, operation: current ? 'update' : 'create', document });
  });
  /** @type {Change[]} */
  const changes = [...before].map(([id, was]) => ({ id, before: was, after: next.get(id) })).filter((c) => c.before !== c.after);
  return { next, results, changes };
}
