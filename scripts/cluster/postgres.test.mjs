// @vitest-environment node
// @ts-check
// The cluster's own PostgreSQL after a start that did not finish: the next start finds it running
// (its postmaster.pid in place) and uses it, or stops it when it listens elsewhere; it never fails
// with "lock file postmaster.pid already exists". Real pg_ctl, as `npm run start:cluster` runs it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from './prometheus.mjs';
import { startPostgres } from './postgres.mjs';

const parent = mkdtempSync(path.join(tmpdir(), 'cluster-postgres-'));
// Open to the `postgres` user its programs run as under root, as the cluster's .data folder is.
chmodSync(parent, 0o755);
/** @type {Array<() => void>} */
const cleanups = [];
afterAll(() => {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {}
  }
  rmSync(parent, { recursive: true, force: true });
}, 60_000);

/** @param {string} url */
async function answers(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe("the cluster's PostgreSQL after an interrupted start", () => {
  it('is used again when it still runs on the port asked for, and stopped first when it runs on another', { timeout: 120_000 }, async () => {
    const dataDir = path.join(parent, 'postgres');
    const port = await freeLoopbackPort();
    // A start that ended before it could stop anything: its PostgreSQL runs on.
    const interrupted = await startPostgres({ dataDir, port });
    cleanups.push(interrupted.stop);
    /** @type {string[]} */
    const lines = [];
    const next = await startPostgres({ dataDir, port, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(/an interrupted start left running .* is used/);
    expect(await answers(next.url)).toBe(1);

    const elsewhere = await freeLoopbackPort();
    const moved = await startPostgres({ dataDir, port: elsewhere, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(new RegExp(`\\(port ${port}\\) is stopped first`));
    expect(await answers(moved.url)).toBe(1);
    await expect(answers(next.url)).rejects.toThrow();
    moved.stop();
  });
});
