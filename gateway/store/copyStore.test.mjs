// @vitest-environment node
// @ts-check
import { execFile } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.mjs';
import { applyCanary, applySwitch } from './pointer.mjs';
import { auditLogPath } from './files/auditLog.mjs';
import { copyStore } from './copyStore.mjs';
import { storeFactory } from './testing/backends.mjs';

const stores = storeFactory();
afterAll(() => stores.closeAll(), 60_000);

/** @param {string} to */
const line = (to) => ({ actor: 'ana', action: 'release', environment: 'production', remote: 'mfe-blog', from: null, to, reason: 'why', health: /** @type {const} */ ('passed'), result: /** @type {const} */ ('switched') });

/** A file store with history in both environments, a canary, audit lines, trust records and field reports. */
async function filledFiles() {
  const files = await stores.open('files');
  for (const version of ['1.0.0+a', '1.1.0+b', '1.2.0+c']) {
    await files.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', version, 'release'), audit: line(version) }));
  }
  await files.switchPointer('production', (pointer) => ({ result: applyCanary(pointer, 'mfe-blog', { version: '2.0.0+d', percent: 5 }) }));
  await files.switchPointer('staging', (pointer) => ({ result: applySwitch(pointer, 'mfe-chat', '3.0.0+e', 'release'), audit: { ...line('3.0.0+e'), remote: 'mfe-chat', environment: 'staging' } }));
  // A line cut short by a crash: not a record, so not copied, and said so.
  appendFileSync(auditLogPath(files.storeDir), '{"at":"2026-11-27T00:00:00.000Z","actor":"cut');
  const now = Date.now();
  await files.trust.sessions.create({ id: 'session-1', name: 'ana', csrf: 'c', credential: 'k', createdAt: now, expiresAt: now + 60_000 });
  await files.trust.tokens.create({ name: 'blog', hash: 'h', remotes: ['mfe-blog'], createdBy: 'ana', createdAt: now });
  await files.trust.deliveries.firstTime(['d1'], now + 60_000);
  const reports = files.openFieldReports({ windowMs: 15 * 60_000 });
  reports.add({ session: 'session-0000000001', reports: [{ route: '/blog', remote: 'mfe-blog', version: '1.2.0+c', bucket: 'none', type: 'vital', name: 'LCP', value: 900 }] });
  await reports.close();
  // Two published versions' folders: most of their files the same.
  for (const [version, entry] of [['1.1.0+b', 'b'], ['1.2.0+c', 'c']]) {
    const dir = path.join(files.storeDir, 'mfe-blog', version);
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ entry }));
    writeFileSync(path.join(dir, 'server', 'index.js'), 'export default {};');
  }
  await files.close();
  return files.storeDir;
}

describe('copying a store from its files into PostgreSQL', () => {
  it('moves pointer sets, history, the audit log, trust records and field reports without loss, and verifies', async () => {
    const storeDir = await filledFiles();
    const files = await stores.open('files', { storeDir });
    const to = await stores.databaseUrl();
    const { moved, torn } = await copyStore({ storeDir, to });
    expect(moved).toMatchObject({ versions: 2, 'pointer sets': 2, 'release history events': 4, 'audit lines': 4, trust_sessions: 1, trust_tokens: 1, trust_deliveries: 1, field_sessions: 1, field_vitals: 1 });
    expect(torn).toBe(1);

    const copied = await stores.open('postgres', { storeDir, databaseUrl: to });
    for (const environment of /** @type {const} */ (['production', 'staging'])) expect(await copied.readPointer(environment)).toEqual(await files.readPointer(environment));
    expect(copied.pointer().canaries?.['mfe-blog']).toMatchObject({ version: '2.0.0+d', percent: 5 });
    expect(await copied.readAudit()).toEqual(await files.readAudit());
    expect(await copied.trust.tokens.active('blog')).toEqual(await files.trust.tokens.active('blog'));
    expect(await copied.trust.sessions.list({ all: true })).toEqual(await files.trust.sessions.list({ all: true }));
    expect(await copied.trust.deliveries.firstTime(['d1'], Date.now() + 1000)).toBe(false);
    expect(await copied.fieldSummary()).toEqual(await files.fieldSummary());
    // The folders are in the store: a gateway on an empty folder serves them, the shared file kept once.
    expect(await copied.versions.published('mfe-blog')).toEqual(['1.1.0+b', '1.2.0+c']);
    expect(await copied.versions.usage()).toMatchObject({ versions: 2, blobs: 3 });
    const elsewhere = await stores.open('postgres', { databaseUrl: to });
    expect(await elsewhere.versions.ensure('mfe-blog', '1.2.0+c')).toBe(true);
    expect(readFileSync(path.join(elsewhere.storeDir, 'mfe-blog', '1.2.0+c', 'mf-manifest.json'), 'utf8')).toBe('{"entry":"c"}');
  });

  it('refuses a target that holds state already, unless forced; a forced copy adds no line twice', async () => {
    const storeDir = await filledFiles();
    const to = await stores.databaseUrl();
    await copyStore({ storeDir, to });
    await expect(copyStore({ storeDir, to })).rejects.toThrow(/already holds release state: nothing copied/);
    const again = await copyStore({ storeDir, to, force: true });
    expect(again.moved['audit lines']).toBe(0);
    const copied = await stores.open('postgres', { storeDir, databaseUrl: to });
    expect(await copied.readAudit()).toHaveLength(4);
  });

  it('with --versions moves the folders alone into a database that keeps the state, which stays as it was', async () => {
    const storeDir = await filledFiles();
    const to = await stores.databaseUrl();
    const before = await stores.open('postgres', { databaseUrl: to });
    await before.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '1.1.0+b', 'release'), audit: line('1.1.0+b') }));
    const { moved } = await copyStore({ storeDir, to, versionsOnly: true });
    expect(moved).toEqual({ versions: 2 });
    const after = await stores.open('postgres', { databaseUrl: to });
    expect(await after.versions.published('mfe-blog')).toEqual(['1.1.0+b', '1.2.0+c']);
    expect(await after.readAudit()).toHaveLength(1);
    expect((await after.readPointer()).releases['mfe-blog'].history).toHaveLength(1);
    expect(await after.trust.tokens.active('blog')).toBeUndefined();
  });

  it('is `npm run store -- copy --to <url>`: prints what it moved, never the password', async () => {
    const storeDir = await filledFiles();
    const to = (await stores.databaseUrl()).replace('postgres@', 'postgres:s3cret@');
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts', 'store.mjs'), 'copy', '--to', to], { env: { ...process.env, DEPLOY_STORE: storeDir } });
    expect(stdout).toMatch(/pointer sets: 2/);
    expect(stdout).toMatch(/audit lines: 4/);
    expect(stdout).toMatch(/versions: 2/);
    expect(stdout).toMatch(/Counts verified/);
    expect(stdout).not.toMatch(/s3cret/);
    expect(stdout).toMatch(/postgres:\*\*\*@/);
  });
});
