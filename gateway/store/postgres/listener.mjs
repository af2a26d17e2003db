// @ts-check
// What keeps every gateway's copy of the pointers fresh, and carries announcements: one connection
// that LISTENs. PostgreSQL delivers a notification at commit and never replays one, so after the
// connection is lost the snapshot is read again once it is back; and a periodic read is the floor
// when a notification is lost some other way. Reads that fail keep the last snapshot: pages go on
// being served from the last pointer read while the database restarts.
import pg from 'pg';
import { ENVIRONMENTS } from '../pointer.mjs';
import { listVersions } from './versionRows.mjs';

export const POINTER_CHANNEL = 'store_pointer';
export const ANNOUNCE_CHANNEL = 'store_announce';

/** @returns {import('../pointer.mjs').Pointer} */
const emptyPointer = () => ({ remotes: {}, releases: {}, canaries: {} });

/** @param {any} raw @returns {import('../pointer.mjs').Pointer} */
export const toPointer = (raw) => ({ remotes: raw?.remotes ?? {}, releases: raw?.releases ?? {}, canaries: raw?.canaries ?? {} });

/**
 * @param {{ pool: import('pg').Pool, connection: import('pg').ClientConfig, refreshMs: number, log: (line: string) => void, describe: string }} options
 */
export async function startListener({ pool, connection, refreshMs, log, describe }) {
  /** @type {Map<string, Readonly<import('../pointer.mjs').Pointer>>} */
  const snapshot = new Map(ENVIRONMENTS.map((name) => [name, Object.freeze(emptyPointer())]));
  /** @type {Map<string, string[]>} remote -> its published versions, oldest first */
  let versions = new Map();
  /** The pointers as last read, to tell a change from a re-read. */
  let seen = '';
  /** @type {Set<(topic: string, payload: unknown) => void>} */
  const listeners = new Set();
  /** @type {Set<() => void>} told after a read that changed a pointer or the published versions */
  const watchers = new Set();
  let closed = false;
  let away = false;
  /** @type {import('pg').Client | undefined} */
  let client;
  /** @type {NodeJS.Timeout | undefined} */
  let retry;

  async function refresh() {
    try {
      const [{ rows }, published] = await Promise.all([pool.query('SELECT environment, pointer FROM pointers ORDER BY environment'), listVersions(pool)]);
      for (const row of rows) snapshot.set(row.environment, Object.freeze(toPointer(row.pointer)));
      versions = published;
      const now = JSON.stringify([rows, [...published]]);
      if (now !== seen) {
        seen = now;
        for (const watcher of watchers) watcher();
      }
      if (away) log(`[store] ${describe} answers again; pointers re-read`);
      away = false;
    } catch (error) {
      if (!away && !closed) log(`[store] could not read the pointers from ${describe} (${error instanceof Error ? error.message : error}); serving the last ones read`);
      away = true;
    }
  }

  /** @param {import('pg').Notification} message */
  function onNotification(message) {
    if (message.channel === POINTER_CHANNEL) void refresh();
    else if (message.channel === ANNOUNCE_CHANNEL && message.payload) {
      let parsed;
      try {
        parsed = JSON.parse(message.payload);
      } catch {
        return;
      }
      for (const listener of listeners) {
        try {
          listener(parsed.topic, parsed.payload);
        } catch (error) {
          log(`[store] an announcement listener threw: ${error instanceof Error ? error.message : error}`);
        }
      }
    }
  }

  /** @param {number} delay */
  function reconnectLater(delay) {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(Math.min(delay * 2, 2000));
    }, delay);
    retry.unref();
  }

  /** @param {number} nextDelay */
  async function connect(nextDelay) {
    const next = new pg.Client(connection);
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      reconnectLater(200);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${POINTER_CHANNEL}; LISTEN ${ANNOUNCE_CHANNEL}`);
    } catch {
      onLost();
      retry && clearTimeout(retry);
      retry = undefined;
      reconnectLater(nextDelay);
      return;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    next.on('notification', onNotification);
    // Notifications sent while this connection was away are gone: read what they would have said.
    await refresh();
  }

  await connect(200);
  if (!client) {
    closed = true;
    if (retry) clearTimeout(retry);
    throw new Error(`could not LISTEN on ${describe}`);
  }
  const floor = setInterval(() => void refresh(), refreshMs);
  floor.unref();

  return {
    /** @param {string} environment */
    pointer: (environment) => snapshot.get(environment) ?? Object.freeze(emptyPointer()),
    /** After a switch this process made: its own gateway serves it at once. @param {string} environment @param {any} pointer */
    remember: (environment, pointer) => void snapshot.set(environment, Object.freeze(toPointer(pointer))),
    refresh,
    /** @param {string} remote */
    versions: (remote) => versions.get(remote) ?? [],
    /** After a publish this process made. @param {string} remote @param {string} version */
    rememberVersion: (remote, version) => {
      const list = versions.get(remote) ?? [];
      if (!list.includes(version)) versions.set(remote, [...list, version]);
    },
    /** Called after every read that found the pointers or the versions changed. @param {() => void} watcher */
    watch(watcher) {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    /** @param {(topic: string, payload: unknown) => void} listener */
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearInterval(floor);
      if (retry) clearTimeout(retry);
      listeners.clear();
      watchers.clear();
      await client?.end().catch(() => {});
    },
  };
}
