// @ts-check
import { buildPassages } from '../retrieval/documents.mjs';
import { createSearchIndex } from '../retrieval/searchIndex.mjs';

/**
 * @typedef {import('../retrieval/searchIndex.mjs').SearchIndex} SearchIndex
 * @typedef {{ fingerprint: () => Promise<string>; load: () => Promise<import('../retrieval/documents.mjs').CmsContent> }} CmsSource
 * @typedef {{ load: () => Promise<{ fingerprint: string; data: import('../retrieval/documents.mjs').ServiceDefaults }> }} DefaultsSource
 * @typedef {{ warn: (msg: string) => void; info: (msg: string) => void }} Log
 */

/**
 * Keeps a search index over both content sources current. Each source is checked with a cheap
 * fingerprint; the index is rebuilt only when one changed. A source that is down keeps its last good
 * content (or none yet) and is tried again at the next refresh, so one outage never empties answers.
 * @param {{ cms: CmsSource; defaults: DefaultsSource; log: Log }} options
 */
export function createContentIndex({ cms, defaults, log }) {
  /** @type {{ fingerprint: string; data: import('../retrieval/documents.mjs').CmsContent } | null} */
  let cmsState = null;
  /** @type {{ fingerprint: string; data: import('../retrieval/documents.mjs').ServiceDefaults } | null} */
  let defaultsState = null;
  /** @type {SearchIndex} */
  let index = createSearchIndex([]);
  let built = false;
  /** @type {Promise<void> | null} */
  let running = null;
  const status = { cms: 'pending', defaults: 'pending' };
  let lastRun = 0;

  async function refreshCms() {
    try {
      const fingerprint = await cms.fingerprint();
      if (cmsState?.fingerprint === fingerprint) return false;
      const data = await cms.load();
      cmsState = { fingerprint, data };
      status.cms = 'ok';
      return true;
    } catch (error) {
      if (status.cms !== 'down') log.warn(`content service unavailable, answering without it for now: ${message(error)}`);
      status.cms = 'down';
      return false;
    }
  }

  async function refreshDefaults() {
    try {
      const loaded = await defaults.load();
      status.defaults = 'ok';
      if (defaultsState?.fingerprint === loaded.fingerprint) return false;
      defaultsState = loaded;
      return true;
    } catch (error) {
      if (status.defaults !== 'down') log.warn(`built-in service pages unavailable, answering without them for now: ${message(error)}`);
      status.defaults = 'down';
      return false;
    }
  }

  async function run() {
    lastRun = Date.now();
    const [cmsChanged, defaultsChanged] = await Promise.all([refreshCms(), refreshDefaults()]);
    if (cmsChanged || defaultsChanged || !built) {
      index = createSearchIndex(buildPassages({ cms: cmsState?.data, defaults: defaultsState?.data }));
      built = true;
      log.info(`chat index rebuilt: ${index.size} passages`);
    }
  }

  return {
    /** Checks both sources now; concurrent callers share one refresh. */
    refresh() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    /**
     * The current index, building it first if no refresh has finished yet. While a source is down
     * (e.g. the site's front door starts after this service), a request also retries it, waiting
     * only briefly so a hanging source never holds up the answer.
     */
    async current() {
      if (!built) await this.refresh();
      else if (this.degraded() && Date.now() - lastRun > RETRY_MS) {
        await Promise.race([this.refresh(), new Promise((resolve) => setTimeout(resolve, 1500).unref())]);
      }
      return index;
    },
    /** True while a source could not be read at the last refresh. */
    degraded: () => status.cms === 'down' || status.defaults === 'down',
    status: () => ({ ...status, passages: index.size }),
  };
}

/** How soon a source that was down is tried again. */
export const RETRY_MS = 2000;

/** @param {unknown} error */
const message = (error) => (error instanceof Error ? error.message : String(error));
