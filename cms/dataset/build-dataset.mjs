// @ts-check
/**
 * Writes the seed dataset, cms/dataset/production.ndjson, from the copy in seed/ and the images in
 * images/ (run `npm run images -w cms` first). The output is Sanity's export format: one document per
 * line, image assets as `sanity.imageAsset` documents, so `sanity dataset import` accepts it.
 *   node cms/dataset/build-dataset.mjs          write the file
 *   node cms/dataset/build-dataset.mjs --check  fail if the file is out of date
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { schemaTypes } from '../schema/index.mjs';
import { assetId, fileName, IMAGES, MIME_TYPES } from './imageCatalog.mjs';
import { aboutDocuments } from './seed/about.mjs';
import { faqs } from './seed/faqs.mjs';
import { homeDocuments } from './seed/home.mjs';
import { normalize } from './seed/normalize.mjs';
import { posts } from './seed/posts.mjs';
import { servicePages } from './seed/servicePages.mjs';
import { siteDocuments } from './seed/site.mjs';
import { specialPosts } from './seed/specialPosts.mjs';
import { testimonials } from './seed/testimonials.mjs';

export const DATASET_PATH = fileURLToPath(new URL('./production.ndjson', import.meta.url));

/** Singletons and lists without their own dates were authored at the start of the year. */
const DEFAULT_CREATED = '2026-01-10T08:00:00Z';
const DEFAULT_UPDATED = '2026-03-01T08:00:00Z';

/** A stable revision id (Sanity's are 22 characters), so rebuilding unchanged copy changes nothing. */
const revisionOf = (/** @type {unknown} */ doc) => createHash('sha1').update(JSON.stringify(doc)).digest('base64url').slice(0, 22);

/**
 * System fields first, in Sanity's order, then the content.
 * @param {Record<string, unknown> & { _id: string; _type: string }} doc
 */
function withSystemFields(doc) {
  const { _id, _type, _createdAt = DEFAULT_CREATED, _updatedAt = DEFAULT_UPDATED, ...fields } = doc;
  return { _id, _type, _createdAt, _updatedAt, _rev: revisionOf(doc), ...fields };
}

/** One asset document per catalog image, with the facts read from the rendered file. */
async function assetDocuments() {
  return Promise.all(
    IMAGES.map(async (spec) => {
      const file = fileName(spec.key);
      const bytes = await readFile(new URL(`./images/${file}`, import.meta.url));
      const meta = await sharp(bytes).metadata();
      if (meta.width !== spec.width || meta.height !== spec.height) throw new Error(`${file} is ${meta.width}x${meta.height}, expected ${spec.width}x${spec.height}`);
      const id = assetId(spec.key);
      return withSystemFields({
        _id: id,
        _type: 'sanity.imageAsset',
        assetId: id.split('-')[1],
        extension: spec.ext,
        mimeType: MIME_TYPES[spec.ext],
        originalFilename: `${spec.key}.${spec.ext}`,
        path: `images/local/production/${file}`,
        // Sanity's CDN address; the local content service rewrites it to its own image route.
        url: `https://cdn.sanity.io/images/local/production/${file}`,
        sha1hash: createHash('sha1').update(bytes).digest('hex'),
        size: bytes.length,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width: spec.width, height: spec.height, aspectRatio: spec.width / spec.height },
          hasAlpha: Boolean(meta.hasAlpha),
          isOpaque: !meta.hasAlpha,
        },
      });
    }),
  );
}

/**
 * Every `_ref` in the dataset must point at a document in it.
 * @param {Array<Record<string, unknown> & { _id: string }>} documents
 */
function checkReferences(documents) {
  const ids = new Set(documents.map((doc) => doc._id));
  const text = JSON.stringify(documents);
  for (const match of text.matchAll(/"_ref":"([^"]+)"/g)) {
    if (!ids.has(match[1])) throw new Error(`dangling reference ${match[1]}`);
  }
}

export async function buildDataset() {
  const content = [...homeDocuments, ...aboutDocuments, ...siteDocuments, ...posts, ...specialPosts, ...servicePages, ...faqs, ...testimonials];
  const documents = [...content.map((doc) => withSystemFields(normalize(doc, schemaTypes))), ...(await assetDocuments())];
  checkReferences(documents);
  return `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ndjson = await buildDataset();
  if (process.argv.includes('--check')) {
    const current = await readFile(DATASET_PATH, 'utf8').catch(() => '');
    if (current !== ndjson) {
      console.error('production.ndjson is out of date: run node cms/dataset/build-dataset.mjs');
      process.exit(1);
    }
    console.log('production.ndjson is up to date');
  } else {
    await writeFile(DATASET_PATH, ndjson);
    console.log(`wrote ${ndjson.trimEnd().split('\n').length} documents to ${DATASET_PATH}`);
  }
}
