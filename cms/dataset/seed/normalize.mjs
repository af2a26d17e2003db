// @ts-check
/**
 * Walks a seed document along its schema type: adds the `_type` of named array members and images,
 * stable `_key`s to array objects, and fails on any field the schema does not declare. The output is
 * what Sanity itself would store, so the NDJSON imports into a real project as it is.
 */
import { createHash } from 'node:crypto';

/** @typedef {import('../../schema/fields.mjs').SchemaField} SchemaField */
/** @typedef {Record<string, unknown>} Obj */

const IMAGE_KEYS = new Set(['asset', 'hotspot', 'crop']);

/** @param {unknown} value @returns {value is Obj} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {string} path */
const keyFor = (path) => createHash('sha1').update(path).digest('hex').slice(0, 12);

/**
 * @param {Obj} obj
 * @param {SchemaField[]} fields
 * @param {string} path
 * @param {Set<string>} [allowed] keys without a field that are still valid (image asset, ...)
 */
function walkFields(obj, fields, path, allowed = new Set()) {
  for (const [name, value] of Object.entries(obj)) {
    if (name.startsWith('_') || allowed.has(name)) continue;
    const field = fields.find((f) => f.name === name);
    if (!field) throw new Error(`${path}.${name} is not a field of the schema`);
    walkValue(value, field, `${path}.${name}`);
  }
}

/**
 * @param {unknown} value
 * @param {SchemaField} field
 * @param {string} path
 */
function walkValue(value, field, path) {
  if (value === undefined || value === null) return;
  if (field.type === 'object' && isObject(value)) walkFields(value, field.fields ?? [], path);
  else if (field.type === 'image' && isObject(value)) {
    value._type ??= 'image';
    walkFields(value, field.fields ?? [], path, IMAGE_KEYS);
  } else if (field.type === 'slug' && isObject(value)) value._type ??= 'slug';
  else if (field.type === 'array' && Array.isArray(value)) {
    const members = field.of ?? [];
    value.forEach((item, index) => {
      if (!isObject(item)) return;
      item._key ??= keyFor(`${path}[${index}]`);
      const objectMembers = members.filter((m) => m.type === 'object');
      if (item._type === undefined && objectMembers.length === 1) item._type = objectMembers[0].name;
      const member = members.find((m) => (m.name ?? m.type) === item._type);
      if (!member) throw new Error(`${path}[${index}] has _type ${String(item._type)}, which the field does not allow`);
      if (member.type === 'image') walkValue(item, member, `${path}[${index}]`);
      else if (member.type === 'object') walkFields(item, member.fields ?? [], `${path}[${index}]`);
    });
  }
}

/**
 * @template {Obj & { _id: string; _type: string }} D
 * @param {D} doc
 * @param {import('../../schema/fields.mjs').SchemaDocument[]} schemaTypes
 * @returns {D}
 */
export function normalize(doc, schemaTypes) {
  const type = schemaTypes.find((t) => t.name === doc._type);
  if (!type) throw new Error(`${doc._id}: no schema type ${doc._type}`);
  const copy = structuredClone(doc);
  walkFields(copy, type.fields, copy._id);
  return copy;
}
