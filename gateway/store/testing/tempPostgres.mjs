// @ts-check
// A real PostgreSQL for the tests, started by the tests themselves: a fresh cluster in a temporary
// folder, on a free port of 127.0.0.1 with its unix socket inside that folder, removed afterwards.
// Debian's binaries (`apt-get install -y postgresql`) are used; initdb refuses to run as root, so
// as root every binary runs as the `postgres` user (`runuser`).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const MISSING = 'PostgreSQL binaries (initdb, pg_ctl) were not found on PATH nor under /usr/lib/postgresql/*/bin. The store contract tests need them: install them with `apt-get install -y postgresql` (`npm test` does so as root).';

/** The folder holding initdb and pg_ctl: PATH first, then Debian's versioned folders, newest first. */
export function postgresBinDir() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      const dir = path.join(debian, version, 'bin');
      if (existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  return undefined;
}

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Starts a throw-away PostgreSQL. Throws (never skips) when the binaries are missing.
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>, start: () => Promise<void>, remove: () => Promise<void> }>}
 */
export async function startTempPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error(MISSING);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'store-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  /** @param {string} tool @param {string[]} args */
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const done = spawnSync(command, argv, { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${tool} failed (${done.status}): ${done.stderr || done.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // fsync off: a test cluster is thrown away, and the disk is shared with other work.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE store');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/store`,
    port,
    stop,
    start,
    remove: async () => {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
