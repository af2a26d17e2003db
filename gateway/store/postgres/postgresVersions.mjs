// @ts-check
// The published versions on PostgreSQL: a publish writes a version's files content-addressed in one
// transaction and tells every process (NOTIFY, as a switch does); each process's deploy folder is a
// cache of them (`versionCache.mjs`), filled on first need, or ahead of it by `warm`/`follow`.
import { ENVIRONMENTS } from '../pointer.mjs';
import { readVersionFolder } from '../versionFiles.mjs';
import { VERSION_WANTED, versionsOfPointer, versionsOfSet } from '../versionSets.mjs';
import { publish, registerVersionList } from '../versions.mjs';
import { POINTER_CHANNEL } from './listener.mjs';
import { inTransaction } from './trustRecords.mjs';
import { createVersionCache } from './versionCache.mjs';
import { insertVersion, listVersions, versionUsage } from './versionRows.mjs';

/**
 * @param {{ storeDir: string, describe: string, pool: import('pg').Pool, db: import('./versionRows.mjs').Queryable, listener: Awaited<ReturnType<typeof import('./listener.mjs').startListener>>, log: (line: string) => void }} options
 * @returns {import('../store.mjs').Versions & { close: () => void }}
 */
export function postgresVersionStore({ storeDir, describe, pool, db, listener, log }) {
  const cache = createVersionCache({ storeDir, db, log });
  // `publishedVersions(storeDir, …)` (the delivery's previews, the beacons, the release page) reads this list.
  const unregister = registerVersionList(storeDir, listener.versions);
  /** Sets of manifest URLs whose versions are all ready: the live pointer's own object is checked once. @type {WeakSet<object>} */
  const readySets = new WeakSet();

  /** @param {Array<[string, string]>} named */
  const ensureAll = async (named) => {
    await Promise.all(named.map(([remote, version]) => cache.ensure(remote, version)));
  };

  /** Ahead of need: a version that cannot be fetched now is said once and tried again when it is needed. */
  async function warm() {
    const named = ENVIRONMENTS.flatMap((environment) => versionsOfPointer(listener.pointer(environment)));
    const outcomes = await Promise.allSettled(named.map(([remote, version]) => cache.ensure(remote, version)));
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'rejected') log(`[store] could not fetch ${named[i].join(' ')} ahead of need: ${outcome.reason instanceof Error ? outcome.reason.message : outcome.reason}`);
      else if (!outcome.value) log(`[store] ${named[i].join(' ')} is named by a pointer but was never published to ${describe}`);
    });
  }

  return {
    list: (remote) => listener.versions(remote),
    published: async (remote) => (await listVersions(db)).get(remote) ?? [],
    async publish(remote, version, from, { move = false } = {}) {
      const files = readVersionFolder(from);
      const created = await inTransaction(pool, async (client) => {
        const inserted = await insertVersion(client, remote, version, files);
        if (inserted) await client.query('SELECT pg_notify($1, $2)', [POINTER_CHANNEL, 'versions']);
        return inserted;
      });
      if (created) listener.rememberVersion(remote, version);
      // An upload's folder, just read and hashed, becomes this process's cached copy; otherwise the
      // cache gets it as every other process's does: from the store, checked.
      if (move && created) publish(storeDir, remote, version, { from, move: true });
      await cache.ensure(remote, version);
      return created;
    },
    ensure: (remote, version) => cache.ensure(remote, version),
    async ensureSet(remotes) {
      if (readySets.has(remotes)) return;
      await ensureAll(versionsOfSet(remotes));
      readySets.add(remotes);
    },
    checkFile: (remote, version, file) => cache.checkFile(remote, version, file),
    warm,
    follow() {
      const stopWatching = listener.watch(() => {
        void warm();
      });
      // A switch's target, announced before its checks run: fetched while they do.
      const stopHearing = listener.subscribe((topic, payload) => {
        const { remote, version } = /** @type {{ remote?: unknown, version?: unknown }} */ (payload ?? {});
        if (topic !== VERSION_WANTED || typeof remote !== 'string' || typeof version !== 'string') return;
        cache.ensure(remote, version).catch((error) => log(`[store] could not fetch ${remote} ${version} ahead of its switch: ${error instanceof Error ? error.message : error}`));
      });
      return () => {
        stopWatching();
        stopHearing();
      };
    },
    usage: () => versionUsage(db),
    close: unregister,
  };
}
