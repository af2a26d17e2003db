// @vitest-environment node
// @ts-check
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldDbPath, fieldSummary, openFieldStore } from './fieldStore.mjs';

const MINUTE = 60_000;
const tags = /** @type {const} */ ({ route: '/blog', remote: 'mfe-blog', version: '1.0.0+a', bucket: 'none' });
const sessionId = (/** @type {number} */ n) => `session-${String(n).padStart(10, '0')}`;

/** @param {number} n @param {Array<any>} reports */
const beacon = (n, reports) => ({ session: sessionId(n), reports: reports.map((report) => ({ ...tags, ...report })) });

function setup() {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'field-'));
  const clock = { ms: Date.UTC(2026, 10, 23, 12) };
  const open = () => openFieldStore({ file: fieldDbPath(storeDir), windowMs: 15 * MINUTE, now: () => clock.ms });
  return { storeDir, clock, open };
}

describe('the field store', () => {
  it('reports the 75th percentile of each vital per remote version (nearest rank)', async () => {
    const { open } = setup();
    const store = open();
    // LCP 100, 200, … 1000 ms from ten sessions: p75 is the 8th value.
    for (let i = 1; i <= 10; i += 1) store.add(beacon(i, [{ type: 'vital', name: 'LCP', value: i * 100 }, { type: 'vital', name: 'CLS', value: i / 100 }]));
    store.add(beacon(11, [{ type: 'vital', name: 'LCP', value: 9999, version: '2.0.0+b' }]));
    await store.flush();
    const summary = await store.summary();
    const [stable, other] = ['1.0.0+a', '2.0.0+b'].map((version) => summary.find((row) => row.version === version));
    expect(stable?.p75.LCP).toBe(800);
    expect(stable?.p75.CLS).toBeCloseTo(0.08);
    expect(stable?.samples.LCP).toBe(10);
    expect(stable?.sessions).toBe(10);
    expect(other?.p75.LCP).toBe(9999);
    expect(other?.sessions).toBe(1);
    await store.close();
  });

  it('counts sessions with an error, by kind, once per session however many errors it sent', async () => {
    const { open } = setup();
    const store = open();
    store.add(beacon(1, [{ type: 'error', error: 'chunk' }, { type: 'error', error: 'chunk' }]));
    store.add(beacon(1, [{ type: 'error', error: 'render' }]));
    store.add(beacon(2, [{ type: 'vital', name: 'FCP', value: 300 }]));
    store.add(beacon(3, [{ type: 'vital', name: 'FCP', value: 300 }]));
    store.add(beacon(4, [{ type: 'error', error: 'hydration' }]));
    // A throw in a click handler, and a page that never hydrated (`shell/src/field/pageErrors.ts`).
    store.add(beacon(5, [{ type: 'error', error: 'script' }]));
    store.add(beacon(6, [{ type: 'error', error: 'unhydrated' }]));
    await store.flush();
    const [row] = await store.summary();
    expect(row).toMatchObject({ remote: 'mfe-blog', version: '1.0.0+a', sessions: 6, errorSessions: 4, errorRate: 4 / 6 });
    expect(row.errorRates).toEqual({ manifest: 0, entry: 0, chunk: 1 / 6, render: 1 / 6, hydration: 1 / 6, script: 1 / 6, unhydrated: 1 / 6 });
    await store.close();
  });

  it('forgets what is older than the window, and counts from a later start when asked (a canary)', async () => {
    const { open, clock } = setup();
    const store = open();
    store.add(beacon(1, [{ type: 'error', error: 'chunk' }]));
    await store.flush();
    clock.ms += 10 * MINUTE;
    store.add(beacon(2, [{ type: 'vital', name: 'TTFB', value: 50 }]));
    await store.flush();
    expect((await store.summary())[0].sessions).toBe(2);
    expect((await store.summary({ since: clock.ms - MINUTE }))[0]).toMatchObject({ sessions: 1, errorSessions: 0 });
    clock.ms += 6 * MINUTE;
    await store.flush();
    expect((await store.summary())[0]).toMatchObject({ sessions: 1, errorSessions: 0 });
    await store.close();
  });

  it('keeps what was flushed across a restart, and flushes what is pending on close', async () => {
    const { open, storeDir } = setup();
    const first = open();
    first.add(beacon(1, [{ type: 'error', error: 'manifest' }]));
    await first.flush();
    first.add(beacon(2, [{ type: 'vital', name: 'LCP', value: 1200 }]));
    await first.close();
    const second = open();
    expect((await second.summary())[0]).toMatchObject({ sessions: 2, errorSessions: 1 });
    expect((await second.summary())[0].p75.LCP).toBe(1200);
    // Another process (npm run remotes, the release page) reads the same figures.
    expect(fieldSummary(storeDir, { now: Date.UTC(2026, 10, 23, 12) })).toEqual(await second.summary());
    await second.close();
  });

  it('is nothing for a store that never received a beacon', () => {
    const { storeDir } = setup();
    expect(fieldSummary(storeDir)).toEqual([]);
  });
});

describe('a damaged store file', () => {
  it('is set aside and a new store started, so the gateway still starts', async () => {
    const { writeFileSync, readdirSync } = await import('node:fs');
    const { storeDir } = setup();
    writeFileSync(fieldDbPath(storeDir), 'this is not a database, it is long enough to have a header of sorts...................');
    /** @type {string[]} */
    const lines = [];
    const store = openFieldStore({ file: fieldDbPath(storeDir), log: (line) => lines.push(line) });
    store.add(beacon(1, [{ type: 'error', error: 'entry' }]));
    await store.close();
    expect(lines.join('\n')).toContain('set aside');
    expect(readdirSync(storeDir).some((name) => name.startsWith('field.sqlite.damaged-'))).toBe(true);
    expect(fieldSummary(storeDir)[0]).toMatchObject({ sessions: 1, errorSessions: 1 });
  });
});
