// @vitest-environment node
// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldDbPath, openFieldStore, writePointer } from '@site/gateway';
import { releaseState } from './releaseState.mjs';

describe('the release page state', () => {
  it("carries each version's figures from the field, as npm run remotes prints them", async () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'release-state-'));
    mkdirSync(path.join(storeDir, 'mfe-chat', '1.0.0+a'), { recursive: true });
    writeFileSync(path.join(storeDir, 'mfe-chat', '1.0.0+a', 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'ChatWidget' }], shared: [{ name: 'react', version: '19.3.1' }] }));
    writePointer(storeDir, { remotes: { 'mfe-chat': '/remotes/mfe-chat/1.0.0+a/mf-manifest.json' }, releases: {} });
    const store = openFieldStore({ file: fieldDbPath(storeDir) });
    const tags = /** @type {const} */ ({ route: '/', remote: 'mfe-chat', version: '1.0.0+a', bucket: 'none' });
    store.add({ session: 'session-0000000001', reports: [{ ...tags, type: /** @type {const} */ ('vital'), name: /** @type {const} */ ('LCP'), value: 900 }] });
    store.add({ session: 'session-0000000002', reports: [{ ...tags, type: /** @type {const} */ ('error'), error: /** @type {const} */ ('chunk') }] });
    await store.flush();
    await store.close();

    const chat = (await releaseState(storeDir, '19.3.1', '/nonexistent')).remotes.find((remote) => remote.name === 'mfe-chat');
    expect(chat?.versions[0].field).toEqual(expect.objectContaining({ sessions: '2', errorRate: '50.0 %', errorsByKind: 'chunk 50.0 %' }));
  });

  it("marks a version unhealthy when it imports a kit export the shell's kits lack, so the page shows it before anyone rolls back to it", async () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'release-state-'));
    const shellDir = mkdtempSync(path.join(tmpdir(), 'release-state-shell-'));
    writeFileSync(path.join(shellDir, 'kits.json'), JSON.stringify({ imports: {}, provides: { '@mantine/core': ['Text'], 'react-router-dom': [] } }));
    const manifest = JSON.stringify({ exposes: [{ name: 'ChatWidget' }], shared: [{ name: 'react', version: '19.3.1' }] });
    for (const { version, imports } of [
      { version: '1.0.0+modal', imports: ['Modal', 'Text'] },
      { version: '1.1.0+text', imports: ['Text'] },
    ]) {
      mkdirSync(path.join(storeDir, 'mfe-chat', version), { recursive: true });
      writeFileSync(path.join(storeDir, 'mfe-chat', version, 'mf-manifest.json'), manifest);
      writeFileSync(path.join(storeDir, 'mfe-chat', version, 'kits.json'), JSON.stringify({ imports: { '@mantine/core': imports } }));
    }
    writePointer(storeDir, { remotes: {}, releases: {} });
    const chat = (await releaseState(storeDir, '19.3.1', shellDir)).remotes.find((remote) => remote.name === 'mfe-chat');
    expect(chat?.versions.map(({ version, healthy, problems }) => ({ version, healthy, problems }))).toEqual(
      expect.arrayContaining([
        { version: '1.0.0+modal', healthy: false, problems: ["the shell's kits provide what it imports: the shell's kits lack @mantine/core: Modal: release a shell whose kit has them first, or pick a version built against this one"] },
        { version: '1.1.0+text', healthy: true, problems: [] },
      ]),
    );
  });
});
