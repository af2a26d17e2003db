// @ts-check
import { purgePages, purgeTaggedPages } from './ssr/composePage.mjs';

/** The tag every page carries: purging it purges every page (a site-wide document changed). */
export const ALL_PAGES_TAG = '/*';
/** The header a shared cache in front reads a page's tags from (Varnish's `vmod_xkey`). */
export const TAGS_HEADER = 'xkey';
/** The header of a purge request to a Varnish in front: the tags to purge, space-separated (deploy/varnish/site.vcl). */
export const PURGE_TAGS_HEADER = 'xkey-purge';

/**
 * The tags of a page at `pathname`, in the terms revalidation purges by (`revalidationTargets`): its
 * own path, each section above it as `<section>/*` (what a purge of "every page under the section"
 * names), and `/*`. So a cache in front can drop exactly what the gateway's own page cache drops.
 * @param {string} pathname the page's one path (`PageRequest.pathname`)
 */
export function pageTags(pathname) {
  const tags = [pathname];
  const parts = pathname.split('/').filter(Boolean);
  for (let depth = parts.length - 1; depth >= 1; depth -= 1) tags.push(`/${parts.slice(0, depth).join('/')}/*`);
  tags.push(ALL_PAGES_TAG);
  return tags.join(' ');
}

/**
 * The tag of every page whose composition includes `remote` (its routed remote, the chat widget):
 * what a release, rollback or canary of that remote purges in front.
 * @param {string} remote
 */
export const remoteTag = (remote) => `remote:${remote}`;

/**
 * How gateways tell each other about a content change: the store's broadcast (NOTIFY on PostgreSQL)
 * implements it. Without one, a gateway knows only the webhooks it receives itself.
 * @typedef {{ announce: (topic: string, payload: unknown) => void | Promise<void>, onAnnouncement: (listener: (topic: string, payload: unknown) => void) => void }} Announcements
 */

/**
 * The caches in front: an `xkey` purge of `tags` (space-separated) to each Varnish of `varnishUrls`.
 * A cache that cannot be told keeps its copies until they age out, and the log says so.
 * @param {{ varnishUrls?: string[], timeoutMs?: number, log: (line: string) => void }} options
 * @returns {(tags: string) => Promise<void>}
 */
export function createFrontPurge({ varnishUrls = [], timeoutMs = 2000, log }) {
  /** @param {string} url @param {string} tags */
  const purgeOne = async (url, tags) => {
    try {
      const answer = await fetch(url, { method: 'PURGE', headers: { [PURGE_TAGS_HEADER]: tags }, signal: AbortSignal.timeout(timeoutMs) });
      if (!answer.ok) log(`[purge] ${url} answered ${answer.status}: its copies of ${tags} stay until they age out`);
    } catch (error) {
      log(`[purge] ${url} unreachable (${error instanceof Error ? error.message : error}): its copies of ${tags} stay until they age out`);
    }
  };
  return async (tags) => {
    await Promise.all(varnishUrls.map((url) => purgeOne(url, tags)));
  };
}

/**
 * The one place a content change purges: this gateway's page cache, the caches in front
 * (`purgeFront`, an `xkey` purge of the pages' tags) and, through `announcements`, every other
 * gateway's page cache. A change announced by another gateway purges this gateway's cache only: the
 * gateway that received the webhook has purged the caches in front already.
 * @param {{ pages: import('./ssr/composePage.mjs').PageContext, purgeFront: (tags: string) => Promise<void>, announcements?: Announcements }} options
 * @returns {(paths?: string[]) => Promise<void>} purges every page, or only those under `paths` (`/blog/a`, `/blog/*`)
 */
export function createContentPurge({ pages, purgeFront, announcements }) {
  // HOOK for the store's broadcast: another gateway's purge lands here, and purges this cache only.
  // (PostgreSQL's NOTIFY also reaches the sender: a backend that does not filter its own costs this
  // gateway one more render of each purged page, nothing else.)
  announcements?.onAnnouncement((topic, payload) => {
    if (topic !== 'purge') return;
    purgePages(pages, Array.isArray(payload) ? payload.map(String) : undefined);
  });

  return async (paths) => {
    purgePages(pages, paths);
    // Awaited, so the webhook answers once the caches in front no longer hold the old pages.
    await Promise.all([purgeFront(paths ? paths.join(' ') : ALL_PAGES_TAG), announcements?.announce('purge', paths ?? null)]);
  };
}

/**
 * A live content event's purge: the pages rendered with content carrying one of `tags` (their sync
 * tags; every page after a `restart`), in this gateway's page cache, then, when `front` (this
 * gateway purges for the cluster: `live/frontPurgeLead.mjs`), in the caches in front (the same tags
 * are in each page's `xkey`). Every gateway of a cluster hears the event itself, so nothing is announced.
 * @param {{ pages: import('./ssr/composePage.mjs').PageContext, purgeFront: (tags: string) => Promise<void> }} options
 * @returns {(tags: string[] | 'all', options: { front: boolean }) => Promise<void>}
 */
export function createLivePurge({ pages, purgeFront }) {
  return async (tags, { front }) => {
    if (tags === 'all') purgePages(pages);
    else if (tags.length === 0) return;
    else purgeTaggedPages(pages, tags);
    if (front) await purgeFront(tags === 'all' ? ALL_PAGES_TAG : tags.join(' '));
  };
}

/**
 * The remotes a switch between two pointers touched: each whose live version, or canary (version,
 * share, pause), changed. What a release, rollback or canary start, step or end purges.
 * @param {Readonly<import('../store/pointer.mjs').Pointer>} before @param {Readonly<import('../store/pointer.mjs').Pointer>} after
 */
export function switchedRemotes(before, after) {
  const names = new Set([...Object.keys(before.remotes), ...Object.keys(after.remotes), ...Object.keys(before.canaries ?? {}), ...Object.keys(after.canaries ?? {})]);
  const canaryOf = (/** @type {Readonly<import('../store/pointer.mjs').Pointer>} */ pointer, /** @type {string} */ remote) => {
    const canary = pointer.canaries?.[remote];
    return canary ? `${canary.version} ${canary.percent} ${canary.paused === true}` : '';
  };
  return [...names].filter((remote) => before.remotes[remote] !== after.remotes[remote] || canaryOf(before, remote) !== canaryOf(after, remote));
}

/**
 * A release, rollback or canary purges from the caches in front the pages whose composition
 * includes the switched remote (their `remote:<name>` tag), whoever switched (this gateway, another
 * one, a command): each kept page names the versions of its remotes and a canary's sides of them.
 * This gateway's own cache needs nothing: a page's key there is the versions of its own remotes
 * and their sides (`versionSetForPage`). Every gateway purges once it serves the new pointer, so the
 * last purge follows the last gateway's move; and once more after `settleMs` (the render budget), for
 * a page whose render began before the switch and was kept after the purge.
 * @param {{ pointer: () => Readonly<import('../store/pointer.mjs').Pointer>, purgeFront: (tags: string) => Promise<void>, settleMs: number, checkMs?: number }} options
 * @returns {() => void} stops watching
 */
export function purgeFrontOnRelease({ pointer, purgeFront, settleMs, checkMs = 100 }) {
  let last = pointer();
  let seen = JSON.stringify(last);
  /** @type {Set<NodeJS.Timeout>} */
  const later = new Set();
  // A read from memory (PostgreSQL's snapshot) or a stat (the files): cheap enough to ask often.
  const watch = setInterval(() => {
    const now = pointer();
    if (now === last) return;
    const before = last;
    last = now;
    // A snapshot read again is a new object with the same pointer.
    const text = JSON.stringify(now);
    if (text === seen) return;
    seen = text;
    const switched = switchedRemotes(before, now);
    if (switched.length === 0) return;
    const tags = switched.map(remoteTag).join(' ');
    void purgeFront(tags);
    const again = setTimeout(() => {
      later.delete(again);
      void purgeFront(tags);
    }, settleMs);
    again.unref();
    later.add(again);
  }, checkMs);
  watch.unref();
  return () => {
    clearInterval(watch);
    for (const timer of later) clearTimeout(timer);
  };
}
