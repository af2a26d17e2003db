// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from '../store/files/auditLog.mjs';
import { openFileStore } from '../store/files/fileStore.mjs';
import { readPointer } from '../store/files/pointerFile.mjs';
import { gatedSwitch } from './gate.mjs';

/**
 * A published version whose manifest exposes `exposes` and shares React `react` (and the other
 * shared packages it consumes, `shared`); with `kits`, the `kits.json` its build writes (what it
 * imports from the kits).
 * @param {string} store @param {string} remote @param {string} version
 * @param {{ exposes?: string[], react?: string, shared?: { name: string, version: string, requiredVersion: string }[], kits?: import('@site/shared/tooling/kits.mjs').KitsFile }} [options]
 */
function fakeVersion(store, remote, version, { exposes = [], react = '19.3.1', shared = [], kits } = {}) {
  const dir = path.join(store, remote, version);
  mkdirSync(dir, { recursive: true });
  const manifest = { exposes: exposes.map((name) => ({ name })), shared: [{ name: 'react', version: react, requiredVersion: `^${react}` }, ...shared] };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (kits) writeFileSync(path.join(dir, 'kits.json'), JSON.stringify(kits));
}

describe('the release gate', () => {
  /** @type {string} */
  let store;
  beforeEach(() => {
    store = mkdtempSync(path.join(tmpdir(), 'gate-'));
    process.env.RELEASE_ACTOR = 'Asha (release manager)';
  });

  it('refuses a version that lacks an expose the route table expects, leaves the pointer alone and records why', async () => {
    fakeVersion(store, 'mfe-forms', '2.0.0+bad', { exposes: ['ContactPage'] });
    await expect(
      gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-forms', version: '2.0.0+bad', action: 'release', reason: 'new form', hostReactVersion: '19.3.1' }),
    ).rejects.toThrow(/failed its health check, so it was not made live \(expected exposes present: missing \.\/QuotePage\)\. Nothing changed\./);
    expect(readPointer(store).remotes['mfe-forms']).toBeUndefined();
    expect(readAudit(store, 'mfe-forms')).toEqual([
      expect.objectContaining({ actor: 'Asha (release manager)', action: 'release', remote: 'mfe-forms', from: null, to: '2.0.0+bad', reason: 'new form', health: 'failed', result: 'refused' }),
    ]);
  });

  it('refuses a React of another major than the shell provides', async () => {
    fakeVersion(store, 'mfe-chat', '1.0.0+r18', { exposes: ['ChatWidget'], react: '18.3.1' });
    await expect(gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+r18', action: 'release', hostReactVersion: '19.3.1' })).rejects.toThrow(
      /shared React compatible: remote 18\.3\.1, shell 19\.3\.1/,
    );
  });

  describe("against the shell's kits", () => {
    /** A shell build whose kits provide `provides`. @param {Record<string, string[]>} provides */
    const shellWith = (provides) => {
      const shellDir = mkdtempSync(path.join(tmpdir(), 'gate-shell-'));
      writeFileSync(path.join(shellDir, 'kits.json'), JSON.stringify({ imports: {}, provides }));
      return shellDir;
    };
    const shellDir = () => shellWith({ '@mantine/core': ['Button', 'Text'], 'react-router-dom': ['Link'] });

    it('refuses a version that imports a component the kit no longer has (a rollback past its removal), and records why', async () => {
      fakeVersion(store, 'mfe-chat', '1.0.0+modal', { exposes: ['ChatWidget'], kits: { imports: { '@mantine/core': ['Button', 'Modal'], 'react-router-dom': ['Link'] } } });
      await expect(
        gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+modal', action: 'rollback', reason: 'bad greeting', hostReactVersion: '19.3.1', shellDir: shellDir() }),
      ).rejects.toThrow(
        "failed its health check, so it was not made live (the shell's kits provide what it imports: the shell's kits lack @mantine/core: Modal: release a shell whose kit has them first, or pick a version built against this one). Nothing changed.",
      );
      expect(readPointer(store).remotes['mfe-chat']).toBeUndefined();
      expect(readAudit(store, 'mfe-chat').at(-1)).toEqual(expect.objectContaining({ action: 'rollback', to: '1.0.0+modal', health: 'failed', result: 'refused' }));
    });

    it('switches a version whose kit imports the shell provides', async () => {
      fakeVersion(store, 'mfe-chat', '1.1.0+kit', { exposes: ['ChatWidget'], kits: { imports: { '@mantine/core': ['Text'], 'react-router-dom': [] } } });
      await expect(gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.1.0+kit', action: 'release', hostReactVersion: '19.3.1', shellDir: shellDir() })).resolves.toEqual({
        previous: undefined,
        current: '1.1.0+kit',
      });
    });

    it('lets a version built before kits.json through to its other checks: it cannot be judged here', async () => {
      fakeVersion(store, 'mfe-chat', '0.9.0+old', { exposes: ['ChatWidget'] });
      await expect(gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '0.9.0+old', action: 'release', hostReactVersion: '19.3.1', shellDir: shellDir() })).resolves.toEqual({
        previous: undefined,
        current: '0.9.0+old',
      });
    });
  });

  describe("against the shell's shared packages", () => {
    const CACHE = '@site/shared/content/contentCache.mjs';
    /** A shell build whose manifest provides React 19.3.1 and the site's content cache 1.0.0 (decision 0014): no TanStack Query. */
    const shellDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'gate-shell-'));
      const shared = [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
        { name: CACHE, version: '1.0.0', requiredVersion: '^1.0.0' },
      ];
      writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared }));
      return dir;
    };
    /** @param {string} version @param {string} reason */
    const rollback = (version, reason) =>
      gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-blog', version, action: 'rollback', reason, hostReactVersion: '19.3.1', shellDir: shellDir() });

    it('refuses a rollback to a version built with TanStack Query, naming it, and records why', async () => {
      const tanstack = { name: '@tanstack/react-query', version: '5.108.0', requiredVersion: '^5.108.0' };
      fakeVersion(store, 'mfe-blog', '1.0.0+tanstack', { exposes: ['BlogListPage', 'ArticlePage', 'ResourcesPage', 'PoliciesPage', 'TermsPage'], shared: [tanstack] });
      await expect(rollback('1.0.0+tanstack', 'bad list')).rejects.toThrow(
        'failed its health check, so it was not made live (the shell provides the shared packages it consumes: the shell does not provide @tanstack/react-query ^5.108.0 (not provided): release a shell that provides them first, or pick a version built against this one). Nothing changed.',
      );
      expect(readPointer(store).remotes['mfe-blog']).toBeUndefined();
      expect(readAudit(store, 'mfe-blog').at(-1)).toEqual(expect.objectContaining({ action: 'rollback', to: '1.0.0+tanstack', health: 'failed', result: 'refused' }));
    });

    it('refuses a version that requires another version of a package than the shell provides', async () => {
      fakeVersion(store, 'mfe-blog', '3.0.0+cache2', { exposes: ['BlogListPage', 'ArticlePage', 'ResourcesPage', 'PoliciesPage', 'TermsPage'], shared: [{ name: CACHE, version: '2.0.0', requiredVersion: '^2.0.0' }] });
      await expect(rollback('3.0.0+cache2', 'newer cache')).rejects.toThrow(`the shell does not provide ${CACHE} ^2.0.0 (the shell has 1.0.0)`);
    });

    it('releases over a live version this shell cannot run without comparing with it, and says so (the cut-over)', async () => {
      const tanstack = { name: '@tanstack/react-query', version: '5.108.0', requiredVersion: '^5.108.0' };
      fakeVersion(store, 'mfe-chat', '1.0.0+tanstack', { exposes: ['ChatWidget'], shared: [tanstack] });
      fakeVersion(store, 'mfe-chat', '2.0.0+cache', { exposes: ['ChatWidget'], shared: [{ name: CACHE, version: '1.0.0', requiredVersion: '^1.0.0' }] });
      const base = { storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: /** @type {const} */ ('release'), hostReactVersion: '19.3.1' };
      // Live before the cut-over, under a shell that provided TanStack Query (a build without a manifest here).
      await gatedSwitch({ ...base, version: '1.0.0+tanstack', shellDir: mkdtempSync(path.join(tmpdir(), 'gate-old-shell-')) });
      await expect(gatedSwitch({ ...base, version: '2.0.0+cache', shellDir: shellDir() })).resolves.toEqual({
        previous: '1.0.0+tanstack',
        current: '2.0.0+cache',
        preflight: 'no pre-flight: live 1.0.0+tanstack cannot run under this shell (the shell does not provide @tanstack/react-query ^5.108.0 (not provided))',
      });
    });

    it('switches a version whose shared packages the shell provides', async () => {
      fakeVersion(store, 'mfe-chat', '2.0.0+cache', { exposes: ['ChatWidget'], shared: [{ name: CACHE, version: '1.0.0', requiredVersion: '^1.0.0' }] });
      await expect(gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '2.0.0+cache', action: 'release', hostReactVersion: '19.3.1', shellDir: shellDir() })).resolves.toEqual({
        previous: undefined,
        current: '2.0.0+cache',
      });
    });
  });

  it('says so for an unknown remote (nothing to record) or a version never published (recorded as refused, no check run)', async () => {
    await expect(gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-nope', version: '1', action: 'release', hostReactVersion: '19.3.1' })).rejects.toThrow(
      'Unknown remote "mfe-nope"',
    );
    expect(readAudit(store)).toEqual([]);
    await expect(
      gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '0.0.0+x', action: 'rollback', reason: 'try it', hostReactVersion: '19.3.1' }),
    ).rejects.toThrow('mfe-chat 0.0.0+x was never published');
    expect(readAudit(store)).toEqual([
      expect.objectContaining({ actor: 'Asha (release manager)', action: 'rollback', remote: 'mfe-chat', to: '0.0.0+x', reason: 'try it', health: 'not run', result: 'refused' }),
    ]);
  });

  it('switches a healthy widget and records who, why, from and to', async () => {
    fakeVersion(store, 'mfe-chat', '1.0.0+a', { exposes: ['ChatWidget'] });
    fakeVersion(store, 'mfe-chat', '1.1.0+b', { exposes: ['ChatWidget'] });
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+a', action: 'release', hostReactVersion: '19.3.1' });
    const result = await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.1.0+b', action: 'release', reason: 'new greeting', hostReactVersion: '19.3.1' });
    expect(result).toEqual({ previous: '1.0.0+a', current: '1.1.0+b' });
    expect(readPointer(store).remotes['mfe-chat']).toBe('/remotes/mfe-chat/1.1.0+b/mf-manifest.json');
    expect(readAudit(store, 'mfe-chat').at(-1)).toEqual(
      expect.objectContaining({ actor: 'Asha (release manager)', from: '1.0.0+a', to: '1.1.0+b', reason: 'new greeting', health: 'passed', result: 'switched' }),
    );
  });

  it('records the actor it is given (the logged-in name on the release page) rather than the one of the process', async () => {
    fakeVersion(store, 'mfe-chat', '1.0.0+a', { exposes: ['ChatWidget'] });
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+a', action: 'release', actor: 'Noor', hostReactVersion: '19.3.1' });
    expect(readAudit(store, 'mfe-chat').at(-1)).toEqual(expect.objectContaining({ actor: 'Noor', result: 'switched' }));
  });

  it('keeps staging and production apart, and promotes what staging has live into production', async () => {
    fakeVersion(store, 'mfe-chat', '1.0.0+a', { exposes: ['ChatWidget'] });
    fakeVersion(store, 'mfe-chat', '1.1.0+b', { exposes: ['ChatWidget'] });
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+a', action: 'release', hostReactVersion: '19.3.1' });
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.1.0+b', action: 'release', environment: 'staging', hostReactVersion: '19.3.1' });
    expect(readPointer(store).releases['mfe-chat'].live).toBe('1.0.0+a');
    expect(readPointer(store, 'staging').releases['mfe-chat'].live).toBe('1.1.0+b');
    await expect(
      gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: 'canary', version: '1.1.0+b', percent: 10, environment: 'staging', hostReactVersion: '19.3.1' }),
    ).rejects.toThrow('canaries run in production only');

    const promoted = await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: 'promote', from: 'staging', environment: 'production', reason: 'signed off', hostReactVersion: '19.3.1' });
    expect(promoted).toEqual({ previous: '1.0.0+a', current: '1.1.0+b' });
    expect(readPointer(store).remotes['mfe-chat']).toBe('/remotes/mfe-chat/1.1.0+b/mf-manifest.json');
    expect(readAudit(store, 'mfe-chat').at(-1)).toEqual(expect.objectContaining({ action: 'promote', environment: 'production', from: '1.0.0+a', to: '1.1.0+b', reason: 'signed off' }));
    await expect(
      gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: 'promote', from: 'staging', environment: 'production', hostReactVersion: '19.3.1' }),
    ).rejects.toThrow('mfe-chat 1.1.0+b is already live in production');
  });

  it('refuses a canary outside 1–99 %, a second canary, and promote or abort with none', async () => {
    for (const v of ['1.0.0+a', '1.1.0+b', '1.2.0+c']) fakeVersion(store, 'mfe-chat', v, { exposes: ['ChatWidget'] });
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+a', action: 'release', hostReactVersion: '19.3.1' });
    const canary = (/** @type {number} */ percent, version = '1.1.0+b') =>
      gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: 'canary', version, percent, hostReactVersion: '19.3.1' });
    await expect(canary(0)).rejects.toThrow('the canary share must be a whole number from 1 to 99 (got 0)');
    await expect(canary(100)).rejects.toThrow('(got 100)');
    await expect(canary(2.5)).rejects.toThrow('(got 2.5)');
    await expect(gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: 'promote', hostReactVersion: '19.3.1' })).rejects.toThrow('mfe-chat has no canary to promote');
    await expect(gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: 'abort', reason: 'x', hostReactVersion: '19.3.1' })).rejects.toThrow('mfe-chat has no canary to abort');
    await canary(25);
    expect(readPointer(store).canaries?.['mfe-chat']).toEqual(expect.objectContaining({ version: '1.1.0+b', percent: 25 }));
    await expect(canary(10, '1.2.0+c')).rejects.toThrow('mfe-chat already has a canary (1.1.0+b at 25 %)');
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', action: 'abort', reason: 'errors', hostReactVersion: '19.3.1' });
    expect(readPointer(store).canaries?.['mfe-chat']).toBeUndefined();
    expect(readPointer(store).releases['mfe-chat'].live).toBe('1.0.0+a');
  });
});
