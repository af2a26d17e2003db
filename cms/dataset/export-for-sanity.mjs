// @ts-check
/**
 * Writes cms/dataset/sanity-import.ndjson: the seed dataset as `sanity dataset import` wants it for
 * a real project. Image fields point at the files beside it (`_sanityAsset: image@file://…`), which
 * the CLI uploads, and the local service's `sanity.imageAsset` documents are left out: a real project
 * makes its own.
 *   node cms/dataset/export-for-sanity.mjs
 *   npx sanity dataset import cms/dataset/sanity-import.ndjson production --project <projectId>
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DATASET_PATH } from './build-dataset.mjs';

export const IMPORT_PATH = fileURLToPath(new URL('./sanity-import.ndjson', import.meta.url));

/**
 * `image-<hash>-<w>x<h>-<ext>` -> `image@file://./images/<hash>-<w>x<h>.<ext>`
 * @param {string} ref
 */
export function assetSource(ref) {
  const match = /^image-([a-f0-9]+-\d+x\d+)-(\w+)$/.exec(ref);
  if (!match) throw new Error(`not an image asset id: ${ref}`);
  return `image@file://./images/${match[1]}.${match[2]}`;
}

/**
 * Replaces every image's asset reference with the file to upload.
 * @param {unknown} value
 * @returns {unknown}
 */
export function withAssetSources(value) {
  if (Array.isArray(value)) return value.map(withAssetSources);
  if (!value || typeof value !== 'object') return value;
  const { asset, ...rest } = /** @type {Record<string, unknown>} */ (value);
  const ref = /** @type {{ _ref?: unknown } | undefined} */ (asset)?._ref;
  const fields = Object.fromEntries(Object.entries(rest).map(([key, field]) => [key, withAssetSources(field)]));
  if (typeof ref === 'string' && ref.startsWith('image-')) return { ...fields, _sanityAsset: assetSource(ref) };
  return asset === undefined ? fields : { ...fields, asset: withAssetSources(asset) };
}

/** @param {string} ndjson */
export function toSanityImport(ndjson) {
  return `${ndjson
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter((doc) => doc._type !== 'sanity.imageAsset')
    .map((doc) => JSON.stringify(withAssetSources(doc)))
    .join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = toSanityImport(await readFile(DATASET_PATH, 'utf8'));
  await writeFile(IMPORT_PATH, output);
  console.log(`wrote ${output.trimEnd().split('\n').length} documents to ${IMPORT_PATH}`);
}
