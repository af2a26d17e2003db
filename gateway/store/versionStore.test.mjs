// @vitest-environment node
// @ts-check
// The published versions through the store: the same contract on the files and on PostgreSQL, then
// what PostgreSQL adds: each distinct file kept once, and a deploy folder that is only a cache (an
// empty one fills on need, a file that does not match its hash is fetched again, never served).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applySwitch } from './pointer.mjs';
import { BACKENDS, storeFactory } from './testing/backends.mjs';
import { VERSION_WANTED } from './versionSets.mjs';
import { publishedVersions } from './versions.mjs';

const stores = storeFactory();
afterAll(() => stores.closeAll(), 60_000);

/** 24 shared chunks of 4 KiB; `changed` replaces the entry. @param {string} changed */
function buildFolder(changed) {
  const dir = mkdtempSync(path.join(tmpdir(), 'version-build-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mfe-blog', entry: `remoteEntry.${changed}.js` }));
  writeFileSync(path.join(dir, `remoteEntry.${changed}.js`), `export const entry = ${JSON.stringify(changed)};`);
  writeFileSync(path.join(dir, `remoteEntry.${changed}.js.br`), Buffer.from(`br of ${changed}`));
  mkdirSync(path.join(dir, 'server'));
  for (let chunk = 0; chunk < 24; chunk += 1) writeFileSync(path.join(dir, 'server', `chunk-${chunk}.js`), `// chunk ${chunk}\n${'x'.repeat(4096)}`);
  return dir;
}

describe.each(BACKENDS)('published versions on %s', (kind) => {
  it('publishes a version once, lists it oldest first, and refuses to publish it again', async () => {
    const store = await stores.open(kind);
    expect(await store.versions.publish('mfe-blog', '1.0.0+a', buildFolder('a'))).toBe(true);
    expect(await store.versions.publish('mfe-blog', '1.0.1+b', buildFolder('b'))).toBe(true);
    expect(await store.versions.publish('mfe-blog', '1.0.0+a', buildFolder('other'))).toBe(false);
    expect(await store.versions.published('mfe-blog')).toEqual(['1.0.0+a', '1.0.1+b']);
    expect(store.versions.list('mfe-blog')).toEqual(['1.0.0+a', '1.0.1+b']);
    // What the release checks and the delivery read, whichever backend.
    expect(publishedVersions(store.storeDir, 'mfe-blog')).toEqual(['1.0.0+a', '1.0.1+b']);
    expect(await store.versions.ensure('mfe-blog', '1.0.0+a')).toBe(true);
    expect(readFileSync(path.join(store.storeDir, 'mfe-blog', '1.0.0+a', 'remoteEntry.a.js'), 'utf8')).toContain('"a"');
    expect(await store.versions.ensure('mfe-blog', '9.9.9+z')).toBe(false);
  });
});

describe('published versions on PostgreSQL', () => {
  it('keeps a file two versions share once', async () => {
    const store = await stores.open('postgres');
    await store.versions.publish('mfe-blog', '1.0.0+a', buildFolder('a'));
    await store.versions.publish('mfe-blog', '1.0.1+b', buildFolder('b'));
    const usage = await store.versions.usage();
    // 27 files each; 24 shared chunks, and each version's manifest, entry and its .br of its own.
    expect(usage).toMatchObject({ versions: 2, blobs: 24 + 3 * 2 });
    expect(usage.storedBytes).toBeLessThan(usage.namedBytes * 0.6);
  });

  it('fills an empty deploy folder from the store, and fetches a file that does not match its hash again', async () => {
    const publisher = await stores.open('postgres');
    await publisher.versions.publish('mfe-blog', '1.0.0+a', buildFolder('a'));
    const gateway = await stores.open('postgres', { databaseUrl: stores.same(publisher).databaseUrl });
    expect(gateway.storeDir).not.toBe(publisher.storeDir);
    // Known to the new process at once; its folder holds nothing yet.
    expect(publishedVersions(gateway.storeDir, 'mfe-blog')).toEqual(['1.0.0+a']);
    const folder = path.join(gateway.storeDir, 'mfe-blog', '1.0.0+a');
    expect(existsSync(folder)).toBe(false);

    expect(await gateway.versions.checkFile('mfe-blog', '1.0.0+a', 'remoteEntry.a.js')).toBe(true);
    const entry = path.join(folder, 'remoteEntry.a.js');
    const original = readFileSync(entry);
    expect(readFileSync(path.join(folder, 'server', 'chunk-3.js'), 'utf8')).toContain('chunk 3');
    // A file the version does not hold is not served, whatever is on disk.
    writeFileSync(path.join(folder, 'planted.js'), 'alert(1)');
    expect(await gateway.versions.checkFile('mfe-blog', '1.0.0+a', 'planted.js')).toBe(false);

    // Changed on disk (a bad disk, a hand): fetched again before it is served, as is its .br copy.
    writeFileSync(entry, 'export const entry = "tampered";');
    writeFileSync(`${entry}.br`, 'tampered');
    expect(await gateway.versions.checkFile('mfe-blog', '1.0.0+a', 'remoteEntry.a.js')).toBe(true);
    expect(readFileSync(entry)).toEqual(original);
    expect(readFileSync(`${entry}.br`, 'utf8')).toBe('br of a');
  });

  it('checks a folder it finds on disk before it uses it (a restart on an old cache)', async () => {
    const publisher = await stores.open('postgres');
    await publisher.versions.publish('mfe-blog', '1.0.0+a', buildFolder('a'));
    const chunk = path.join(publisher.storeDir, 'mfe-blog', '1.0.0+a', 'server', 'chunk-7.js');
    writeFileSync(chunk, 'corrupt');
    rmSync(path.join(publisher.storeDir, 'mfe-blog', '1.0.0+a', 'server', 'chunk-8.js'));
    const restarted = await stores.open('postgres', stores.same(publisher));
    expect(await restarted.versions.ensure('mfe-blog', '1.0.0+a')).toBe(true);
    expect(readFileSync(chunk, 'utf8')).toContain('chunk 7');
    expect(readFileSync(path.join(path.dirname(chunk), 'chunk-8.js'), 'utf8')).toContain('chunk 8');
  });

  it('fetches a version another process switches to, before anything asks for it', async () => {
    const publisher = await stores.open('postgres');
    await publisher.versions.publish('mfe-blog', '1.0.0+a', buildFolder('a'));
    const gateway = await stores.open('postgres', { databaseUrl: stores.same(publisher).databaseUrl });
    const fetched = new Promise((resolve) => {
      const stop = gateway.versions.follow();
      const check = setInterval(() => {
        if (existsSync(path.join(gateway.storeDir, 'mfe-blog', '1.0.0+a', 'mf-manifest.json'))) {
          clearInterval(check);
          stop();
          resolve(true);
        }
      }, 10);
    });
    await publisher.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '1.0.0+a', 'rollback') }));
    expect(await fetched).toBe(true);
  });

  it('fetches a version a switch announces before its checks, so it holds it when the pointer names it', async () => {
    const publisher = await stores.open('postgres');
    await publisher.versions.publish('mfe-blog', '1.0.0+a', buildFolder('a'));
    const gateway = await stores.open('postgres', { databaseUrl: stores.same(publisher).databaseUrl });
    const stop = gateway.versions.follow();
    const manifest = path.join(gateway.storeDir, 'mfe-blog', '1.0.0+a', 'mf-manifest.json');
    const fetched = new Promise((resolve) => {
      const check = setInterval(() => {
        if (existsSync(manifest)) {
          clearInterval(check);
          resolve(true);
        }
      }, 10);
    });
    await publisher.announce(VERSION_WANTED, { remote: 'mfe-blog', version: '1.0.0+a' });
    expect(await fetched).toBe(true);
    // Nothing switched: the pointer names no version yet.
    expect(gateway.pointer().remotes).toEqual({});
    stop();
  });
});
