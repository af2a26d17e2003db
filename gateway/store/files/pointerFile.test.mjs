// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatVersion, publishedVersions } from '../versions.mjs';
import { previousVersion } from '../pointer.mjs';
import { readPointer, switchLive, writePointer } from './pointerFile.mjs';

/** @param {string} store @param {string} remote @param {string} version */
function fakePublished(store, remote, version) {
  const dir = path.join(store, remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
}

describe('deploy store', () => {
  /** @type {string} */
  let store;
  beforeEach(() => {
    store = mkdtempSync(path.join(tmpdir(), 'store-'));
  });

  it('names versions from the package version and the commit', () => {
    expect(formatVersion({ version: '1.4.0', commit: '3f2a9c1', dirty: false })).toBe('1.4.0+3f2a9c1');
    expect(formatVersion({ version: '1.4.0', commit: '3f2a9c1', dirty: true, contentHash: 'ab12cd34' })).toBe('1.4.0+3f2a9c1.dirty-ab12cd34');
  });

  it('writes the pointer through a temp file and rename, leaving no partial file behind', () => {
    writePointer(store, { remotes: { 'mfe-blog': '/remotes/mfe-blog/1/mf-manifest.json' }, releases: {} });
    expect(readdirSync(store)).toEqual(['remotes.json']);
    expect(readPointer(store).remotes['mfe-blog']).toBe('/remotes/mfe-blog/1/mf-manifest.json');
  });

  it('switches one remote, keeps its history, and leaves the others alone', () => {
    fakePublished(store, 'mfe-blog', '1.0.0+a');
    fakePublished(store, 'mfe-blog', '1.0.0+b');
    fakePublished(store, 'mfe-forms', '1.0.0+f');
    switchLive(store, 'mfe-forms', '1.0.0+f', 'release');
    switchLive(store, 'mfe-blog', '1.0.0+a', 'release');
    switchLive(store, 'mfe-blog', '1.0.0+b', 'release');
    const formsBefore = readPointer(store).releases['mfe-forms'];

    expect(previousVersion(readPointer(store), 'mfe-blog')).toBe('1.0.0+a');
    switchLive(store, 'mfe-blog', '1.0.0+a', 'rollback');
    const pointer = readPointer(store);
    expect(pointer.remotes['mfe-blog']).toBe('/remotes/mfe-blog/1.0.0+a/mf-manifest.json');
    expect(pointer.releases['mfe-blog'].history.map((event) => [event.version, event.action])).toEqual([
      ['1.0.0+a', 'release'],
      ['1.0.0+b', 'release'],
      ['1.0.0+a', 'rollback'],
    ]);
    expect(pointer.releases['mfe-forms']).toEqual(formsBefore);
    expect(publishedVersions(store, 'mfe-blog').sort()).toEqual(['1.0.0+a', '1.0.0+b']);
  });

  it('refuses to switch to a version that was never published, and changes nothing', () => {
    fakePublished(store, 'mfe-blog', '1.0.0+a');
    switchLive(store, 'mfe-blog', '1.0.0+a', 'release');
    const before = readPointer(store);
    expect(() => switchLive(store, 'mfe-blog', '9.9.9+nope', 'rollback')).toThrow(/never published/);
    expect(readPointer(store)).toEqual(before);
  });

  it('serialises switches from separate processes: every one of them lands', async () => {
    // Five processes, one per remote, each switching its remote 15 times as fast as it can. Without
    // the lock, read-change-write cycles overlap and some switches (and history entries) are lost.
    const remotes = ['mfe-marketing', 'mfe-blog', 'mfe-services', 'mfe-forms', 'mfe-chat'];
    for (const remote of remotes) for (const v of ['a', 'b']) fakePublished(store, remote, v);
    const worker = `
      import { withPointerLock } from ${JSON.stringify(new URL('./pointerLock.mjs', import.meta.url).href)};
      import { switchLive } from ${JSON.stringify(new URL('./pointerFile.mjs', import.meta.url).href)};
      const [store, remote] = process.argv.slice(-2);
      for (let i = 0; i < 15; i++) await withPointerLock(store, () => switchLive(store, remote, i % 2 ? 'b' : 'a', 'release'));
    `;
    const runs = remotes.map(
      (remote) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve, reject) => {
          const child = spawn(process.execPath, ['--input-type=module', '-e', worker, store, remote], { stdio: ['ignore', 'ignore', 'pipe'] });
          let stderr = '';
          child.stderr.on('data', (chunk) => {
            stderr += chunk;
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(stderr))));
        })
        ),
    );
    await Promise.all(runs);
    const pointer = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8'));
    for (const remote of remotes) {
      expect(pointer.releases[remote].history).toHaveLength(15);
      expect(pointer.remotes[remote]).toBe(`/remotes/${remote}/a/mf-manifest.json`);
    }
  }, 60_000);
});
