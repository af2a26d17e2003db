// @ts-check
// What the edge hints for each route, and the canaries it splits visitors by, learned from the
// gateways and kept current (docs/cluster.md): the running splits (`/_splits`), the pointer
// (`/remotes.json`) and the home page's `Link` header are read from a gateway every `intervalMs`;
// the splits go to the edge's map as they are; when a remote's live version (or the shell's files)
// changed, the `Link` header of one of its pages, asked of a gateway, becomes that route's hints.
import { sideHeader } from '@site/gateway';
import { routes } from '@site/shared/remotes';
import { startEdge } from './edge.mjs';

/**
 * What the poller's requests carry: the stable side of every running split, named as the edge
 * names a side to the gateways (from a trusted proxy), so during a canary they get what most
 * visitors get.
 * @param {Record<string, number>} splits
 */
const stableSide = (splits) => Object.fromEntries(Object.keys(splits).map((remote) => [sideHeader(remote), 'stable']));

/** What a made-up path parameter is filled with to ask for a route's page: a "not found" of the same page and remote. */
const SAMPLE_PARAM = 'edge-hints';

/**
 * The route table as the edge's map: per route, the regular expression of its paths (a parameter is
 * one segment), the page that answers it, and a path to ask a gateway for. Static paths first: HAProxy
 * takes the first match, and React Router ranks `/about` above `/:slug`.
 * @param {readonly { path: string, id: string, remote: string }[]} table
 */
export function hintRoutes(table = routes) {
  const rows = table.map(({ path, id, remote }) => ({
    pattern: `^${path.replace(/[.+*?()[\]{}|\\^$]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`,
    page: id,
    remote,
    sample: path.replace(/:[^/]+/g, SAMPLE_PARAM),
    dynamic: path.includes(':'),
  }));
  return [...rows.filter((row) => !row.dynamic), ...rows.filter((row) => row.dynamic)];
}

/**
 * Keeps the edge's hints current. Each tick reads the pointer and the shell's files (the home
 * page's `Link` but the remotes' files) from the first gateway that answers; the pages of each remote
 * whose manifest URL or the shell's files changed since (every page, the first time) are asked
 * of that gateway (`HEAD`, as a browser's navigation) and their `Link` headers set on the edge. A
 * page that does not answer is asked again at the next tick. When no gateway has answered for
 * `staleMs`, every route's hints are set to none: a hint of files no longer live costs a phone their
 * bytes, so they are sent for at most that long after the gateways went quiet.
 * The splits follow the gateway each tick (`setSplits`); while none answers, they stay as they were: a
 * side the gateways no longer split by is answered by them uncached (`versionSetForPage`), never wrong.
 * @param {{ gateways: () => string[], setHints: (entries: { pattern: string, link: string }[]) => Promise<void>, setSplits?: (splits: Record<string, number>) => Promise<void>, intervalMs?: number, staleMs?: number, log?: (line: string) => void }} options
 */
export function watchEdgeHints({ gateways, setHints, setSplits = async () => {}, intervalMs = 200, staleMs = 5_000, log = () => {} }) {
  const table = hintRoutes();
  /** The manifest URL and shell files each page's hints were learned under. @type {Map<string, string>} */
  const learnedUnder = new Map();
  let heardAt = Date.now();
  let cleared = false;
  let stopped = false;
  /** Ends the pause between ticks early, on stop. */
  let wake = () => {};
  const pause = () =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
    });

  const tick = async () => {
    const pointer = await readPointer(gateways());
    if (!pointer) {
      if (!cleared && Date.now() - heardAt > staleMs) {
        await setHints(table.map(({ pattern }) => ({ pattern, link: '' })));
        learnedUnder.clear();
        cleared = true;
        log('[edge hints] no gateway answers: hints off until one does');
      }
      return;
    }
    heardAt = Date.now();
    cleared = false;
    await setSplits(pointer.splits);
    const under = (/** @type {{ remote: string }} */ row) => `${pointer.remotes[row.remote]} ${pointer.shell}`;
    const stale = table.filter((row) => learnedUnder.get(row.pattern) !== under(row));
    const learned = await Promise.all(stale.map(async (row) => ({ row, link: await pageLink(pointer.origin, row.sample, stableSide(pointer.splits)) })));
    // Only a page of the live version counts: one whose Link names a file of another version of its
    // remote (the pointer moved between the two reads) is asked again next tick.
    const live = (/** @type {{ remote: string }} */ row) => pointer.remotes[row.remote]?.replace(/mf-manifest\.json$/, '');
    const current = (/** @type {{ remote: string }} */ row, /** @type {string} */ link) => !live(row) || !link.includes(`</remotes/${row.remote}/`) || link.includes(`<${live(row)}`);
    const got = learned.filter(({ row, link }) => link !== undefined && current(row, link));
    await setHints(got.map(({ row, link }) => ({ pattern: row.pattern, link: /** @type {string} */ (link) })));
    for (const { row } of got) learnedUnder.set(row.pattern, under(row));
  };

  /** The first tick has learned every route (resolves with whether it did). */
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    while (!stopped && learnedUnder.size < table.length && Date.now() < deadline) {
      await tick().catch((error) => log(`[edge hints] ${error.message}`));
      if (learnedUnder.size < table.length) await pause();
    }
    return learnedUnder.size === table.length;
  })();
  const loop = async () => {
    await ready;
    while (!stopped) {
      await pause();
      if (stopped) break;
      await tick().catch((error) => log(`[edge hints] ${error.message}`));
    }
  };
  const running = loop();
  return {
    ready,
    stop: async () => {
      stopped = true;
      wake();
      await running;
    },
  };
}

/**
 * The running splits, the live pointer and the shell's files from the first of `origins` that answers
 * all three, and which one did.
 * @param {string[]} origins
 * @returns {Promise<{ origin: string, splits: Record<string, number>, remotes: Record<string, string | undefined>, shell: string } | undefined>}
 */
async function readPointer(origins) {
  for (const origin of origins) {
    try {
      const splitsAnswer = await fetch(`${origin}/_splits`, { signal: AbortSignal.timeout(1_000) });
      if (!splitsAnswer.ok) continue;
      const splits = /** @type {Record<string, number>} */ (await splitsAnswer.json());
      const answer = await fetch(`${origin}/remotes.json`, { headers: stableSide(splits), signal: AbortSignal.timeout(1_000) });
      const home = await pageLink(origin, '/', stableSide(splits));
      if (answer.ok && home !== undefined) return { origin, splits, remotes: (await answer.json()).remotes ?? {}, shell: shellFiles(home) };
    } catch {
      // The next gateway.
    }
  }
  return undefined;
}

/** The shell's part of a page's `Link`: every file but the remotes' (`/remotes/…`). @param {string} link */
export const shellFiles = (link) => link.split(',').filter((entry) => !entry.startsWith('</remotes/')).join(',');

/**
 * A page's `Link` header as a gateway sends it to a browser's navigation; undefined when the page did
 * not come (refused, busy, the empty shell without the header: asked again next time).
 * @param {string} origin @param {string} pagePath @param {Record<string, string>} side
 */
async function pageLink(origin, pagePath, side) {
  try {
    const answer = await fetch(`${origin}${pagePath}`, { method: 'HEAD', headers: { ...side, accept: 'text/html' }, signal: AbortSignal.timeout(5_000) });
    const link = answer.headers.get('link');
    return (answer.status === 200 || answer.status === 404) && link ? link : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The edge (`startEdge`'s options but its first hints) with its hints and splits learned from `gateways`
 * and kept current (`watchEdgeHints`): every route starts with none. `ready`: whether the first hints were
 * learned; `close` stops the watch, then the edge.
 * @param {Omit<Parameters<typeof startEdge>[0], 'entries'> & { gateways: () => string[], log?: (line: string) => void }} options
 */
export async function startHintedEdge({ gateways, log = () => {}, ...options }) {
  const edge = await startEdge({ ...options, entries: hintRoutes().map(({ pattern }) => ({ pattern, link: '' })), log });
  const hints = watchEdgeHints({ gateways, setHints: edge.setHints, setSplits: edge.setSplits, log });
  return {
    edge,
    ready: hints.ready,
    close: async () => {
      await hints.stop();
      await edge.close();
    },
  };
}
