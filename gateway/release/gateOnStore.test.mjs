// @vitest-environment node
// @ts-check
// The gate on both store backends: the same switches, the same record, and many deployers at once
// (separate store handles on one state) never lose a switch nor record an abort twice.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, storeFactory } from '../store/testing/backends.mjs';
import { gatedSwitch } from './gate.mjs';

const stores = storeFactory();
afterAll(() => stores.closeAll(), 60_000);

/**
 * A widget version published through the store (no routes: the gate checks its manifest, not a render).
 * @param {import('../store/store.mjs').Store} store @param {string} version
 */
async function widget(store, version) {
  const dir = mkdtempSync(path.join(tmpdir(), 'widget-build-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'ChatWidget' }], shared: [{ name: 'react', version: '19.3.1' }] }));
  await store.versions.publish('mfe-chat', version, dir);
}

describe.each(BACKENDS)('the gate on the %s store', (kind) => {
  beforeEach(() => {
    process.env.RELEASE_ACTOR = 'Asha (release manager)';
  });

  it('releases, canaries, promotes from staging and records each switch with its pointer', async () => {
    const store = await stores.open(kind);
    const { storeDir } = store;
    for (const version of ['1.0.0+a', '1.1.0+b', '1.2.0+c']) await widget(store, version);
    const base = { storeDir, store, remote: 'mfe-chat', hostReactVersion: '19.3.1' };
    await gatedSwitch({ ...base, action: 'release', version: '1.0.0+a' });
    await gatedSwitch({ ...base, action: 'canary', version: '1.1.0+b', percent: 10, reason: 'try it' });
    expect(store.pointer().canaries?.['mfe-chat']).toMatchObject({ version: '1.1.0+b', percent: 10 });
    await gatedSwitch({ ...base, action: 'promote' });
    expect(store.pointer().releases['mfe-chat'].live).toBe('1.1.0+b');
    expect(store.pointer().canaries?.['mfe-chat']).toBeUndefined();
    await gatedSwitch({ ...base, action: 'release', version: '1.2.0+c', environment: 'staging' });
    await expect(gatedSwitch({ ...base, action: 'promote', environment: 'production', from: 'staging' })).resolves.toEqual({ previous: '1.1.0+b', current: '1.2.0+c' });
    await expect(gatedSwitch({ ...base, action: 'abort', reason: 'none running' })).rejects.toThrow(/no canary to abort\. Nothing changed\./);
    const audit = await store.readAudit('mfe-chat');
    expect(audit.map((entry) => `${entry.action} ${entry.environment} ${entry.to} ${entry.result}`)).toEqual([
      'release production 1.0.0+a switched',
      'canary production 1.1.0+b switched',
      'promote production 1.1.0+b switched',
      'release staging 1.2.0+c switched',
      'promote production 1.2.0+c switched',
      'abort production  refused',
    ]);
  });

  it('steps a stepped canary up, holds and lets it go, refusing what its plan does not allow', async () => {
    const store = await stores.open(kind);
    const { storeDir } = store;
    for (const version of ['1.0.0+a', '1.1.0+b']) await widget(store, version);
    const base = { storeDir, store, remote: 'mfe-chat', hostReactVersion: '19.3.1' };
    await gatedSwitch({ ...base, action: 'release', version: '1.0.0+a' });
    await expect(gatedSwitch({ ...base, action: 'canary', version: '1.1.0+b', steps: [10, 5], intervalMs: 60_000 })).rejects.toThrow(/the steps must rise: 10, 5\. Nothing changed\./);
    await expect(gatedSwitch({ ...base, action: 'step' })).rejects.toThrow(/no stepped canary/);
    await gatedSwitch({ ...base, action: 'canary', version: '1.1.0+b', steps: [10, 50], intervalMs: 60_000 });
    expect(store.pointer().canaries?.['mfe-chat']).toMatchObject({ version: '1.1.0+b', percent: 10, steps: [10, 50], intervalMs: 60_000 });
    await gatedSwitch({ ...base, action: 'pause', reason: 'a look at the figures' });
    await expect(gatedSwitch({ ...base, action: 'step' })).rejects.toThrow(/paused at 10 %: resume it first/);
    await expect(gatedSwitch({ ...base, action: 'pause' })).rejects.toThrow(/paused already/);
    await gatedSwitch({ ...base, action: 'resume' });
    await expect(gatedSwitch({ ...base, action: 'step' })).resolves.toMatchObject({ detail: 'from 10 % to 50 % of visitors' });
    expect(store.pointer().canaries?.['mfe-chat']).toMatchObject({ percent: 50 });
    await expect(gatedSwitch({ ...base, action: 'step' })).rejects.toThrow(/at its last step \(50 %\): promote it/);
    const audit = await store.readAudit('mfe-chat');
    expect(audit.slice(1).map((entry) => `${entry.action} ${entry.result} ${entry.health} ${entry.detail ?? ''}`)).toEqual([
      'canary refused not run the steps must rise: 10, 5',
      'step refused not run mfe-chat has no stepped canary to step up',
      'canary switched passed 10 % of visitors, then 50 %, then everyone; each step analysed for 1m',
      'pause switched not run held at 10 % of visitors',
      "step refused not run mfe-chat's canary is paused at 10 %: resume it first",
      "pause refused not run mfe-chat's canary is paused already",
      'resume switched not run stepping on from 10 % of visitors',
      'step switched passed from 10 % to 50 % of visitors',
      "step refused not run mfe-chat's canary is at its last step (50 %): promote it",
    ]);
  });

  it('aborts a canary even when the stable version it goes back to fails its health check: recorded as failed, never refused', async () => {
    const store = await stores.open(kind);
    const { storeDir } = store;
    for (const version of ['1.0.0+a', '1.1.0+b']) await widget(store, version);
    const base = { storeDir, store, remote: 'mfe-chat', hostReactVersion: '19.3.1' };
    await gatedSwitch({ ...base, action: 'release', version: '1.0.0+a' });
    await gatedSwitch({ ...base, action: 'canary', version: '1.1.0+b', percent: 10 });
    // The shell's React moved on since the live version went live: that version fails its health check now.
    const upgraded = { ...base, hostReactVersion: '20.0.0' };
    const aborted = await gatedSwitch({ ...upgraded, action: 'abort', reason: 'critical check failed', actor: 'canary-analysis (automatic)' });
    expect(aborted).toMatchObject({ previous: '1.1.0+b', current: '1.0.0+a', healthFailed: true, detail: expect.stringMatching(/^the stable version 1\.0\.0\+a failed its health check \(.*remote 19\.3\.1, shell 20\.0\.0.*\); aborted all the same$/) });
    expect(store.pointer().canaries?.['mfe-chat']).toBeUndefined();
    expect((await store.readAudit('mfe-chat')).at(-1)).toMatchObject({ action: 'abort', result: 'switched', health: 'failed', from: '1.1.0+b', to: '1.0.0+a', detail: expect.stringContaining('aborted all the same') });
    // Anything else onto that version is still refused.
    await expect(gatedSwitch({ ...upgraded, action: 'rollback', version: '1.0.0+a' })).rejects.toThrow(/failed its health check/);
  });

  it('aborts a canary once when several deployers abort it at the same time', async () => {
    const first = await stores.open(kind);
    const { storeDir } = first;
    const handles = [first, ...(await Promise.all([1, 2, 3].map(() => stores.open(kind, stores.same(first)))))];
    for (const version of ['1.0.0+a', '1.1.0+b']) await widget(first, version);
    const base = { storeDir, remote: 'mfe-chat', hostReactVersion: '19.3.1' };
    await gatedSwitch({ ...base, store: first, action: 'release', version: '1.0.0+a' });
    await gatedSwitch({ ...base, store: first, action: 'canary', version: '1.1.0+b', percent: 5 });
    const outcomes = await Promise.allSettled(handles.map((store) => gatedSwitch({ ...base, store, action: 'abort', reason: 'field signal', actor: 'canary-analysis (automatic)' })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const aborts = (await first.readAudit('mfe-chat')).filter((entry) => entry.action === 'abort' && entry.result === 'switched');
    expect(aborts).toHaveLength(1);
    expect((await first.readPointer()).canaries?.['mfe-chat']).toBeUndefined();
  });
});
