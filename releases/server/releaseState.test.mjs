// @vitest-environment node
// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePointer } from '../../scripts/release/deployStore.mjs';
import { fieldDbPath, openFieldStore } from '../../scripts/serve/field/fieldStore.mjs';
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

    const chat = releaseState(storeDir, '19.3.1').remotes.find((remote) => remote.name === 'mfe-chat');
    expect(chat?.versions[0].field).toEqual(expect.objectContaining({ sessions: '2', errorRate: '50.0 %', errorsByKind: 'chunk 50.0 %' }));
  });
});
