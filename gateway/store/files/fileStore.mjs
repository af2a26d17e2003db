// @ts-check
// The files backend: today's deploy store, unchanged (pointer files renamed into place, the
// proper-lockfile lock, `audit.log`, `trust.sqlite` and `field.sqlite`), behind the store interface.
// The default of `npm start`: nothing outside the machine is needed.
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { appendAudit, readAudit } from './auditLog.mjs';
import { currentPointer, readPointer, writePointer } from './pointerFile.mjs';
import { withPointerLock } from './pointerLock.mjs';
import { folderVersionStore } from './versionFolders.mjs';
import { openTrustRecords } from './trustRecords.mjs';
import { canaryAnalyses, fieldDbPath, fieldSummary, openFieldStore, refusedReports } from './fieldStore.mjs';

/** Announcements of every file store opened in this process, by folder: one process is the whole cluster. */
const announcements = new EventEmitter();
announcements.setMaxListeners(0);

/**
 * Every method of `target`, answering with a promise: the interface is asynchronous because the
 * PostgreSQL backend is; the files answer at once.
 * @template {Record<string, (...args: any[]) => any>} T @param {() => T} target
 */
const later = (target) =>
  /** @type {{ [K in keyof T]: (...args: Parameters<T[K]>) => Promise<Awaited<ReturnType<T[K]>>> }} */ (
    new Proxy({}, { get: (_, name) => async (/** @type {any[]} */ ...args) => target()[/** @type {keyof T} */ (name)](...args) })
  );

/**
 * @param {{ storeDir: string }} options
 * @returns {import('../store.mjs').Store}
 */
export function openFileStore({ storeDir }) {
  /** @type {ReturnType<typeof openTrustRecords> | undefined} */
  let trust;
  // Opened when first used: a release command that never touches sessions creates no trust.sqlite.
  const records = () => (trust ??= openTrustRecords(storeDir));
  const channel = `announce:${path.resolve(storeDir)}`;
  /** @type {Array<() => void>} */
  const unsubscribes = [];
  return {
    kind: 'files',
    storeDir,
    describe: storeDir,
    versions: folderVersionStore(storeDir),
    pointer: (environment = 'production') => currentPointer(storeDir, environment),
    readPointer: async (environment = 'production') => readPointer(storeDir, environment),
    switchPointer: (environment, change, { read = [] } = {}) =>
      withPointerLock(storeDir, () => {
        const pointer = readPointer(storeDir, environment);
        const others = Object.fromEntries(read.map((name) => [name, readPointer(storeDir, name)]));
        const { result, audit } = change(pointer, others);
        writePointer(storeDir, pointer, environment);
        if (audit) appendAudit(storeDir, audit);
        return result;
      }),
    appendAudit: async (entry) => appendAudit(storeDir, entry),
    readAudit: async (remote) => readAudit(storeDir, remote),
    // The files never go away: their buffer has no limit, so its `dropped` stays 0.
    openFieldReports: ({ windowMs, keepMs, log }) => openFieldStore({ file: fieldDbPath(storeDir), windowMs, keepMs, log }),
    fieldSummary: async (options) => fieldSummary(storeDir, options),
    refusedReports: async (options) => refusedReports(storeDir, options),
    canaryAnalyses: async (remote, since) => canaryAnalyses(storeDir, remote, since),
    trust: {
      sessions: later(() => records().sessions),
      tokens: later(() => records().tokens),
      deliveries: later(() => records().deliveries),
    },
    announce: async (topic, payload) => {
      announcements.emit(channel, topic, JSON.parse(JSON.stringify(payload ?? null)));
    },
    onAnnouncement: (listener) => {
      announcements.on(channel, listener);
      const off = () => announcements.off(channel, listener);
      unsubscribes.push(off);
      return off;
    },
    leadOnce: async (name, work) => {
      // A lock that is busy is not waited for: another gateway on these files is doing the work.
      mkdirSync(storeDir, { recursive: true });
      let release;
      try {
        // Its own resource path: proper-lockfile keeps one entry per resource, and the pointer lock
        // (`pointerLock.mjs`) holds the folder itself, which a leader takes when it aborts a canary.
        release = await lockfile.lock(path.join(storeDir, `lead-${name}`), {
          lockfilePath: path.join(storeDir, `lead-${name}.lock`),
          realpath: false,
          stale: 10_000,
          retries: 0,
          // A lead lost (the lock file removed or stale under us) ends at the next round, not the process.
          onCompromised: () => {},
        });
      } catch {
        return { led: false };
      }
      try {
        return { led: true, result: await work() };
      } finally {
        await release();
      }
    },
    close: async () => {
      for (const off of unsubscribes) off();
      trust?.close();
      trust = undefined;
    },
  };
}
