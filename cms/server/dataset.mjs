// @ts-check
import { randomBytes } from 'node:crypto';
import { watch as watchFs } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageFileName } from './imageAssets.mjs';
import { computeLqips } from './lqip.mjs';
import { applyTransaction } from './writes/applyTransaction.mjs';
import { writeFileDurably } from './writes/writeFileDurably.mjs';

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
 * URLs pointed at this service's image route so `asset->url` resolves locally, and each image
 * asset's `metadata.lqip` (its placeholder, as Sanity's asset pipeline computes it) where known.
 * @param {SanityDocument[]} documents
 * @param {{ publicUrl: string; projectId: string; dataset: string; lqips?: ReadonlyMap<string, string> }} where
 * @returns {SanityDocument[]}
 */
export function publishedView(documents, where) {
  return rawView(documents.filter((doc) => !isHiddenId(doc._id)), where);
}

/**
 * Every document, drafts and versions included (Sanity's `raw` perspective), asset URLs and LQIPs as in `publishedView`.
 * @param {SanityDocument[]} documents
 * @param {{ publicUrl: string; projectId: string; dataset: string; lqips?: ReadonlyMap<string, string> }} where
 * @returns {SanityDocument[]}
 */
export function rawView(documents, { publicUrl, projectId, dataset, lqips }) {
  const base = publicUrl.replace(/\/+$/, '');
  return documents
    .map((doc) => {
      const file = ASSET_TYPES.has(doc._type) ? imageFileName(doc._id) : undefined;
      if (!file) return doc;
      const assetPath = `images/${projectId}/${dataset}/${file}`;
      const lqip = lqips?.get(doc._id);
      const metadata = lqip ? { ...(/** @type {object} */ (doc.metadata) ?? {}), lqip } : doc.metadata;
      return { ...doc, path: assetPath, url: `${base}/${assetPath}`, ...(metadata ? { metadata } : {}) };
    });
}

/**
 * The documents a `drafts` perspective query runs over (Sanity's `previewDrafts`): each document's
 * draft where it has one, under the published id with `_originalId` naming the draft, and drafts
 * never published; release versions left out.
 * @param {SanityDocument[]} documents
 * @param {{ publicUrl: string; projectId: string; dataset: string; lqips?: ReadonlyMap<string, string> }} where
 * @returns {SanityDocument[]}
 */
export function draftsView(documents, where) {
  const drafts = new Map(documents.filter((doc) => doc._id.startsWith('drafts.')).map((doc) => [doc._id.slice('drafts.'.length), doc]));
  /** @type {SanityDocument[]} */
  const overlaid = [];
  const seen = new Set();
  for (const doc of documents) {
    if (isHiddenId(doc._id)) continue;
    const draft = drafts.get(doc._id);
    overlaid.push(draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc);
    seen.add(doc._id);
  }
  for (const [id, draft] of drafts) if (!seen.has(id)) overlaid.push({ ...draft, _id: id, _originalId: draft._id });
  return publishedView(overlaid, where);
}

/** @param {SanityDocument[]} documents */
const toNdjson = (documents) => documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n';

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
 *   imagesDir?: string;
 * }} options
 *   `imagesDir`: where the image files are, to compute each asset's placeholder (`metadata.lqip`) at load.
 */
export async function createDatasetStore({ datasetPath, projectId, dataset, publicUrl, watch = false, log, debounceMs = 100, imagesDir }) {
  let raw = parseNdjson(await readFile(datasetPath, 'utf8'));
  let currentUrl = publicUrl;
  /** @type {Map<string, string>} */
  const lqips = imagesDir ? await computeLqips(raw, imagesDir, new Map(), log) : new Map();
  let view = publishedView(raw, { publicUrl: currentUrl, projectId, dataset, lqips });
  /** @type {SanityDocument[] | undefined} built on the first drafts query after a change */
  let drafts;
  /** @type {SanityDocument[] | undefined} built on the first raw query after a change */
  let all;
  // Writes and reloads run one after another: a transaction reads the state the previous one left,
  // so concurrent transactions never lose each other, and a reload cannot put back an older file.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  const inTurn = (task) => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  /** @param {SanityDocument[]} documents */
  function replace(documents) {
    raw = documents;
    view = publishedView(raw, { publicUrl: currentUrl, projectId, dataset, lqips });
    drafts = undefined;
    all = undefined;
  }

  const reload = () =>
    inTurn(async () => {
      try {
        const documents = parseNdjson(await readFile(datasetPath, 'utf8'));
        if (imagesDir) await computeLqips(documents, imagesDir, lqips, log);
        replace(documents);
        log.info(`dataset reloaded: ${view.length} documents`);
      } catch (error) {
        log.warn(`dataset reload failed, keeping the previous documents: ${error instanceof Error ? error.message : String(error)}`);
      }
    });

  /**
   * Applies one transaction and writes the dataset durably before answering: once this resolves,
   * the change survives `kill -9`. A failing mutation fails the whole transaction (nothing written).
   * @param {unknown} mutations
   * @param {{ transactionId?: string }} [options]
   */
  const transact = (mutations, { transactionId = randomBytes(11).toString('base64url') } = {}) =>
    inTurn(async () => {
      const byId = new Map(raw.map((doc) => [doc._id, doc]));
      const outcome = applyTransaction(byId, mutations, {
        transactionId,
        now: new Date().toISOString(),
        newId: () => randomBytes(11).toString('base64url'),
      });
      const documents = [...outcome.next.values()];
      if (outcome.changes.length > 0) {
        await writeFileDurably(datasetPath, toNdjson(documents));
        replace(documents);
      }
      return { transactionId, results: outcome.results, changes: outcome.changes };
    });

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
    /** The `drafts` perspective: drafts over their published documents (for holders of a token only). */
    get drafts() {
      drafts ??= draftsView(raw, { publicUrl: currentUrl, projectId, dataset, lqips });
      return drafts;
    },
    /** The `raw` perspective: every stored document, drafts and versions included (for holders of a token only). */
    get all() {
      all ??= rawView(raw, { publicUrl: currentUrl, projectId, dataset, lqips });
      return all;
    },
    /** Every stored document, drafts included. */
    get rawCount() {
      return raw.length;
    },
    /** @param {string} id a stored document, drafts included */
    get: (id) => raw.find((doc) => doc._id === id),
    /** @param {string} url */
    setPublicUrl(url) {
      currentUrl = url;
      replace(raw);
    },
    reload,
    transact,
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof createDatasetStore>>} DatasetStore */
