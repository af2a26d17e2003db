// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from '../store/files/auditLog.mjs';
import { openFileStore } from '../store/files/fileStore.mjs';
import { receiveVersion, UploadRefused } from './receiveVersion.mjs';
import { packFolder } from './versionArchive.mjs';

const manifest = (exposes = ['ChatWidget'], react = '19.3.1') => JSON.stringify({ exposes: exposes.map((name) => ({ name })), shared: [{ name: 'react', version: react }] });

/**
 * A tar.gz written block by block, so an entry can be anything a hostile client could send.
 * @param {{ path: string, type?: string, body?: string, linkpath?: string }[]} entries
 */
function craft(entries) {
  const blocks = [];
  for (const { path: entryPath, type = 'File', body = '', linkpath } of entries) {
    const data = Buffer.from(body);
    const header = new Header({ path: entryPath, type: /** @type {any} */ (type), size: type === 'File' ? data.length : 0, mode: 0o644, mtime: new Date(0), linkpath });
    header.encode();
    blocks.push(/** @type {Buffer} */ (header.block));
    if (type === 'File' && data.length) blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** A chat widget build (no pages: the gate's render check has nothing to render). */
const goodEntries = () => [
  { path: 'mf-manifest.json', body: manifest() },
  { path: 'remoteEntry.js', body: 'var mfe_chat;' },
  { path: 'static/', type: 'Directory' },
  { path: 'static/widget.js', body: 'console.log(1)' },
];

describe('receiveVersion: an uploaded build becomes a published version only whole and healthy', () => {
  /** @type {string} */
  let store;
  beforeEach(() => {
    store = path.join(mkdtempSync(path.join(tmpdir(), 'upload-')), 'store');
    mkdirSync(store);
  });

  /** @param {Buffer} archive @param {Partial<Parameters<typeof receiveVersion>[0]>} [options] */
  const upload = (archive, options = {}) =>
    receiveVersion({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '2.0.0+abc1234', archive, actor: 'token:chat-team', hostReactVersion: '19.3.1', shellDir: '/nonexistent', ...options });

  /** The refusal's status and message; asserts that nothing of the version was stored. @param {Promise<unknown>} attempt */
  async function refused(attempt, version = '2.0.0+abc1234') {
    const error = await attempt.then(() => undefined, (caught) => caught);
    expect(error).toBeInstanceOf(UploadRefused);
    expect(existsSync(path.join(store, 'mfe-chat', version))).toBe(false);
    expect(existsSync(path.join(store, '.incoming')) ? readdirSync(path.join(store, '.incoming')) : []).toEqual([]);
    const last = readAudit(store).at(-1);
    expect(last).toMatchObject({ actor: 'token:chat-team', action: 'publish', result: 'refused' });
    return { status: /** @type {UploadRefused} */ (error).status, message: /** @type {Error} */ (error).message };
  }

  it('publishes a healthy build, records it, and leaves no scratch folder', async () => {
    const result = await upload(craft(goodEntries()));
    expect(result).toEqual({ version: '2.0.0+abc1234', files: 3 });
    expect(existsSync(path.join(store, 'mfe-chat', '2.0.0+abc1234', 'static', 'widget.js'))).toBe(true);
    expect(readdirSync(path.join(store, '.incoming'))).toEqual([]);
    expect(readAudit(store).at(-1)).toMatchObject({ actor: 'token:chat-team', action: 'publish', remote: 'mfe-chat', to: '2.0.0+abc1234', health: 'passed', result: 'published' });
  });

  it('takes what packFolder packs from a build folder', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), manifest());
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'index.js'), 'module.exports = {}');
    expect((await upload(await packFolder(dist))).files).toBe(2);
  });

  it('refuses a version that exists (409): versions are immutable', async () => {
    await upload(craft(goodEntries()));
    const error = await upload(craft(goodEntries())).catch((caught) => caught);
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/immutable/);
    expect(readAudit(store).at(-1)).toMatchObject({ result: 'refused' });
  });

  it('refuses a path outside its folder (../x), and writes nothing there', async () => {
    const { status, message } = await refused(upload(craft([...goodEntries(), { path: '../x', body: 'escaped' }])));
    expect(status).toBe(400);
    expect(message).toMatch(/outside its folder/);
    expect(existsSync(path.join(store, 'x'))).toBe(false);
    expect(existsSync(path.join(store, '.incoming', 'x'))).toBe(false);
  });

  it('refuses a nested traversal and an absolute path', async () => {
    expect((await refused(upload(craft([...goodEntries(), { path: 'static/../../../y', body: 'escaped' }])))).message).toMatch(/outside its folder/);
    expect((await refused(upload(craft([...goodEntries(), { path: '/tmp/upload-absolute', body: 'escaped' }])))).message).toMatch(/absolute path/);
    expect(existsSync('/tmp/upload-absolute')).toBe(false);
  });

  it('refuses a symbolic link, a hard link and a device file', async () => {
    expect((await refused(upload(craft([...goodEntries(), { path: 'passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' }])))).message).toMatch(/symbolic link/);
    expect((await refused(upload(craft([...goodEntries(), { path: 'again.js', type: 'Link', linkpath: 'remoteEntry.js' }])))).message).toMatch(/hard link/);
    expect((await refused(upload(craft([...goodEntries(), { path: 'null', type: 'CharacterDevice' }])))).message).toMatch(/CharacterDevice/);
  });

  it('refuses an archive over the size bound (413), and one that unpacks to too much', async () => {
    const big = craft([...goodEntries(), { path: 'big.js', body: 'x'.repeat(200_000) }]);
    const { status, message } = await refused(upload(big, { limits: { maxBytes: 100, maxUnpackedBytes: 1e9, maxEntries: 100 } }));
    expect(status).toBe(413);
    expect(message).toMatch(/at most/);
    expect((await refused(upload(big, { limits: { maxBytes: 1e9, maxUnpackedBytes: 100_000, maxEntries: 100 } }))).message).toMatch(/unpacks to/);
  });

  it('refuses what is not a tar.gz', async () => {
    expect((await refused(upload(Buffer.from('not an archive at all'.repeat(40))))).status).toBe(400);
  });

  it('refuses a build without mf-manifest.json at its root', async () => {
    const { status, message } = await refused(upload(craft(goodEntries().filter((entry) => entry.path !== 'mf-manifest.json'))));
    expect(status).toBe(422);
    expect(message).toMatch(/lacks mf-manifest\.json/);
  });

  it('refuses a build exposing modules the route table does not expect of the remote', async () => {
    const entries = [{ path: 'mf-manifest.json', body: manifest(['ChatWidget', 'BlogListPage']) }];
    const { status, message } = await refused(upload(craft(entries)));
    expect(status).toBe(422);
    expect(message).toMatch(/exposes \.\/BlogListPage/);
  });

  it("refuses a build that fails the gate's health check", async () => {
    const { status, message } = await refused(upload(craft([{ path: 'mf-manifest.json', body: manifest(['ChatWidget'], '18.3.1') }])));
    expect(status).toBe(422);
    expect(message).toMatch(/shared React compatible/);
  });

  it('sweeps a scratch folder an interrupted upload left behind, once it is an hour old', async () => {
    const left = path.join(store, '.incoming', 'deadbeef');
    const fresh = path.join(store, '.incoming', 'inflight');
    mkdirSync(left, { recursive: true });
    mkdirSync(fresh, { recursive: true });
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(left, old, old);
    await upload(craft(goodEntries()));
    expect(readdirSync(path.join(store, '.incoming'))).toEqual(['inflight']);
  });

  it('refuses an unknown remote and a version name that is not one', async () => {
    expect((await upload(craft(goodEntries()), { remote: 'mfe-nope' }).catch((caught) => caught)).status).toBe(404);
    expect((await refused(upload(craft(goodEntries()), { version: '../2.0.0' }), '../2.0.0')).status).toBe(400);
  });
});
