// @ts-check
// The two backends a store test runs against: a temporary folder, and a fresh database on the
// temporary PostgreSQL of the test file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore } from '../store.mjs';
import { startTempPostgres } from './tempPostgres.mjs';

export const BACKENDS = /** @type {const} */ (['files', 'postgres']);

/** One PostgreSQL per test file, started on first use; each store gets its own database. */
export function storeFactory() {
  /** @type {Awaited<ReturnType<typeof startTempPostgres>> | undefined} */
  let server;
  let databases = 0;
  /** @type {import('../store.mjs').Store[]} */
  const opened = [];
  /** @type {WeakMap<import('../store.mjs').Store, string>} */
  const urls = new WeakMap();
  return {
    get server() {
      return server;
    },
    /** A fresh database's URL on the file's PostgreSQL. */
    async databaseUrl() {
      server ??= await startTempPostgres();
      const name = `store_${process.pid}_${++databases}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return server.url.replace(/\/store$/, `/${name}`);
    },
    /**
     * @param {'files' | 'postgres'} kind
     * @param {{ storeDir?: string, databaseUrl?: string, refreshMs?: number, log?: (line: string) => void }} [options]
     */
    async open(kind, options = {}) {
      const storeDir = options.storeDir ?? mkdtempSync(path.join(tmpdir(), 'store-contract-'));
      const databaseUrl = kind === 'postgres' ? (options.databaseUrl ?? (await this.databaseUrl())) : '';
      const store = await openStore({ storeDir, databaseUrl, refreshMs: options.refreshMs, log: options.log ?? (() => {}) });
      opened.push(store);
      urls.set(store, databaseUrl);
      return store;
    },
    /** What a second handle on the same state needs: the same folder and database. @param {import('../store.mjs').Store} store */
    same(store) {
      return { storeDir: store.storeDir, databaseUrl: urls.get(store) };
    },
    async closeAll() {
      for (const store of opened.splice(0)) await store.close().catch(() => {});
      await server?.remove();
      server = undefined;
    },
  };
}
