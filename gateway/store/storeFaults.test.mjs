// @vitest-environment node
// @ts-check
// What the PostgreSQL backend does when the database is not there: a start that cannot reach it
// stops with a message naming it (without its password); while it restarts, pages keep their last
// pointer, a switch fails loudly and changes nothing, no audit line is lost, and field reports are
// kept up to a bound, then dropped and counted. The server is really stopped and started again.
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applySwitch } from './pointer.mjs';
import { openStore, StoreUnavailableError } from './store.mjs';
import { storeFactory } from './testing/backends.mjs';

const stores = storeFactory();
afterAll(() => stores.closeAll(), 60_000);

/** @param {string} to @returns {Omit<import('./store.mjs').AuditEntry, 'at'>} */
const line = (to) => ({ actor: 'tester', action: 'release', environment: 'production', remote: 'mfe-blog', from: null, to, reason: null, health: 'not run', result: 'refused' });

/** @param {() => boolean | Promise<boolean>} done @param {number} withinMs */
async function eventually(done, withinMs) {
  const until = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** A port nothing listens on. @returns {Promise<number>} */
const deadPort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

/** @param {number} n */
const beacon = (n) => ({ session: `session-${String(n).padStart(10, '0')}`, reports: [{ route: '/blog', remote: 'mfe-blog', version: '1.0.0+a', bucket: 'none', type: /** @type {const} */ ('error'), error: 'chunk' }] });

describe('the PostgreSQL store when the database is away', () => {
  it('stops the start with a message naming DATABASE_URL, never its password', async () => {
    const url = `postgres://release:hunter2@127.0.0.1:${await deadPort()}/site`;
    const opening = openStore({ storeDir: mkdtempSync(path.join(tmpdir(), 'store-faults-')), databaseUrl: url, log: () => {} });
    await expect(opening).rejects.toThrow(/^DATABASE_URL postgres:\/\/release:\*\*\*@127\.0\.0\.1:\d+\/site cannot be reached \(.*ECONNREFUSED/);
    await expect(opening).rejects.not.toThrow(/hunter2/);
  });

  it('serves the last pointer, fails a switch loudly, keeps audit lines and bounded field reports across a restart', async () => {
    const lines = /** @type {string[]} */ ([]);
    const store = await stores.open('postgres', { refreshMs: 200, log: (text) => lines.push(text) });
    const other = await stores.open('postgres', { ...stores.same(store), refreshMs: 60_000 });
    const server = /** @type {NonNullable<typeof stores.server>} */ (stores.server);
    await store.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '1.0.0+a', 'release'), audit: { ...line('1.0.0+a'), result: 'switched' } }));
    const reports = store.openFieldReports({ windowMs: 15 * 60_000, bufferLimit: 5 });
    // A judge leading across the restart: its held connection is lost while it works, and the process goes on.
    let stopped = () => {};
    const leading = store.leadOnce('judge', () => new Promise((resolve) => (stopped = () => resolve('done'))));
    await new Promise((resolve) => setTimeout(resolve, 100));

    await server.stop();
    // Still working when the connection's end arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopped();
    expect(await leading).toEqual({ led: true, result: 'done' });
    // Pages: the snapshot, as it was.
    expect(store.pointer().releases['mfe-blog'].live).toBe('1.0.0+a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(store.pointer().releases['mfe-blog'].live).toBe('1.0.0+a');
    // A switch: refused with the reason, nothing written.
    await expect(
      store.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '2.0.0+b', 'release'), audit: { ...line('2.0.0+b'), result: 'switched' } })),
    ).rejects.toThrow(/^the switch failed: postgres:\/\/postgres@127\.0\.0\.1:\d+\/store_\d+_\d+ does not answer \(.+\)\. Nothing changed\.$/);
    // Reads a request waits on (sessions, tokens, the audit log): the store's own error, for a 503.
    await expect(store.trust.sessions.open('any')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.readAudit()).rejects.toThrow(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/store_\d+_\d+ does not answer \(.+\)$/);
    // An audit line: kept until the database answers.
    await store.appendAudit(line('during the restart'));
    // Field reports: eight sessions, room for five; the rest dropped and counted.
    for (let i = 1; i <= 8; i += 1) reports.add(beacon(i));
    await expect(reports.flush()).rejects.toThrow(/field reports kept in memory \(5 rows, 3 dropped so far\)/);
    expect(reports.pending).toBe(5);
    expect(reports.dropped).toBe(3);

    await server.start();
    expect(await eventually(async () => (await store.readAudit().catch(() => [])).some((entry) => entry.to === 'during the restart'), 5000)).toBe(true);
    const audit = await store.readAudit();
    expect(audit.map((entry) => entry.to)).toEqual(['1.0.0+a', 'during the restart']);
    expect((await store.readPointer()).releases['mfe-blog'].live).toBe('1.0.0+a');
    await reports.flush();
    expect((await reports.summary())[0]).toMatchObject({ sessions: 5, errorSessions: 5 });
    expect(lines.some((text) => /serving the last ones read/.test(text))).toBe(true);

    // The listener is back: a switch from another handle reaches this one through NOTIFY again.
    await other.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '3.0.0+c', 'release') }));
    expect(await eventually(() => store.pointer().releases['mfe-blog']?.live === '3.0.0+c', 1000)).toBe(true);
    // And the other way: `other` reconnected its listener too (its floor is a minute, so NOTIFY it is).
    await store.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '4.0.0+d', 'release') }));
    expect(await eventually(() => other.pointer().releases['mfe-blog']?.live === '4.0.0+d', 3000)).toBe(true);
  });

  it('keeps audit lines of a process that ends during the outage in the deploy store, written at the next start', async () => {
    const store = await stores.open('postgres');
    const same = stores.same(store);
    const server = /** @type {NonNullable<typeof stores.server>} */ (stores.server);
    await server.stop();
    await store.appendAudit(line('written while away'));
    await store.close();
    expect(existsSync(path.join(store.storeDir, 'audit.pending.log'))).toBe(true);
    await server.start();
    const next = await stores.open('postgres', same);
    expect((await next.readAudit()).map((entry) => entry.to)).toEqual(['written while away']);
    expect(existsSync(path.join(store.storeDir, 'audit.pending.log'))).toBe(false);
  });
});
