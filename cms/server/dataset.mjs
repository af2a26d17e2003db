// @ts-check
import { watch as watchFs } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A stored document: Sanity's export format, one JSON object per NDJSON line.
 * @typedef {Record<string, unknown> & { _id: string; _type: string }} SanityDocument
 */

/**
 * What the store needs to log; Fastify's logger fits, and so does a no-op.
 * @typedef {{ info: (msg: string) => void; warn: (msg: string) => void }} StoreLog
 */

/** Asset documents whose `url` must point at this service rather than at Sanity's CDN. */
const ASSET_TYPES = new Set(['sanity.imageAsset']);

/**
 * Documents a published-perspective reader never sees: drafts and release versions.
 * @param {string} id
 */
export const isHiddenId = (id) => id.startsWith('drafts.') || id.startsWith('versions.');

/**
 * File name of an image asset, from its id: `image-<hash>-<w>x<h>-<ext>` -> `<hash>-<w>x<h>.<ext>`.
 * The id, not the stored `path`, decides, as it does on Sanity's CDN.
 * @param {string} assetId
 * @returns {string | undefined}
 */
export function imageFileName(assetId) {
  const match = /^image-([A-Za-z0-9]+-\d+x\d+)-([a-z0-9]+)$/.exec(assetId);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/**
 * Parses an NDJSON export. A broken line fails the whole load with its line number, so an editor's
 * typo is reported instead of silently dropping a document.
 * @param {string} text
 * @returns {SanityDocument[]}
 */
export function parseNdjson(text) {
  /** @type {SanityDocument[]} */
  const documents = [];
  const seen = new Set();
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let value;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`line ${index + 1}: invalid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (typeof value !== 'object' || value === null || typeof value._id !== 'string' || typeof value._type !== 'string') {
      throw new Error(`line ${index + 1}: a document needs string _id and _type`);
    }
    if (seen.has(value._id)) throw new Error(`line ${index + 1}: duplicate _id ${value._id}`);
    seen.add(value._id);
    documents.push(/** @type {SanityDocument} */ (value));
  });
  return documents;
}

/**
 * The documents a published-perspective query runs over: drafts and versions removed, image asset
 * URLs pointed at this service's image route so `asset->url` resolves locally.
 * @param {SanityDocument[]} documents
 * @param {{ publicUrl: string; projectId: string; dataset: string }} where
 * @returns {SanityDocument[]}
 */
export function publishedView(documents, { publicUrl, projectId, dataset }) {
  const base = publicUrl.replace(/\/+$/, '');
  return documents
    .filter((doc) => !isHiddenId(doc._id))
    .map((doc) => {
      const file = ASSET_TYPES.has(doc._type) ? imageFileName(doc._id) : undefined;
      if (!file) return doc;
      const assetPath = `images/${projectId}/${dataset}/${file}`;
      return { ...doc, path: assetPath, url: `${base}/${assetPath}` };
    });
}

/**
 * Holds the dataset in memory; with `watch`, reloads it when the file changes. A reload that fails
 * (half-written file, bad line) keeps the previous documents and logs why.
 * @param {{
 *   datasetPath: string;
 *   projectId: string;
 *   dataset: string;
 *   publicUrl: string;
 *   watch?: boolean;
 *   log: StoreLog;
 *   debounceMs?: number;
 * }} options
 */
export async function createDatasetStore({ datasetPath, projectId, dataset, publicUrl, watch = false, log, debounceMs = 100 }) {
  let raw = parseNdjson(await readFile(datasetPath, 'utf8'));
  let currentUrl = publicUrl;
  let view = publishedView(raw, { publicUrl: currentUrl, projectId, dataset });

  async function reload() {
    try {
      raw = parseNdjson(await readFile(datasetPath, 'utf8'));
      view = publishedView(raw, { publicUrl: currentUrl, projectId, dataset });
      log.info(`dataset reloaded: ${view.length} documents`);
    } catch (error) {
      log.warn(`dataset reload failed, keeping the previous documents: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** @type {import('node:fs').FSWatcher | undefined} */
  let watcher;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  if (watch) {
    // Watch the folder, not the file: editors and `sanity dataset export` replace the file, and a
    // watcher on the old inode would go quiet after the first save.
    const fileName = path.basename(datasetPath);
    watcher = watchFs(path.dirname(datasetPath), (_event, changed) => {
      if (changed && changed.toString() !== fileName) return;
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), debounceMs);
    });
    watcher.on('error', (error) => log.warn(`dataset watcher stopped: ${error.message}`));
  }

  return {
    /** Published documents, asset URLs rewritten. */
    get documents() {
      return view;
    },
    /** Every stored document, drafts included. */
    get rawCount() {
      return raw.length;
    },
    /** @param {string} url */
    setPublicUrl(url) {
      currentUrl = url;
      view = publishedView(raw, { publicUrl: currentUrl, projectId, dataset });
    },
    reload,
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof createDatasetStore>>} DatasetStore */
