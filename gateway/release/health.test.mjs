// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cannotRunUnderShell, checkRemoteHealth } from './health.mjs';

/** @param {string[]} names @param {string} [react] */
const manifest = (names, react = '19.3.1') => ({
  exposes: names.map((name) => ({ name })),
  shared: [{ name: 'react', version: react }],
});

const allFormsPages = ['ContactPage', 'QuotePage'];

describe('remote health check', () => {
  it('passes a manifest with every expected expose and a compatible React', () => {
    const checks = checkRemoteHealth({ remote: 'mfe-forms', manifest: manifest(allFormsPages), hostReactVersion: '19.3.1' });
    expect(checks.every((check) => check.ok)).toBe(true);
  });

  it('flags a missing manifest', () => {
    const [check] = checkRemoteHealth({ remote: 'mfe-forms', manifest: null, hostReactVersion: '19.3.1', manifestError: 'HTTP 404' });
    expect(check).toEqual({ check: 'manifest reachable', ok: false, detail: 'HTTP 404' });
  });

  it('flags a missing expose', () => {
    const checks = checkRemoteHealth({ remote: 'mfe-forms', manifest: manifest(['ContactPage']), hostReactVersion: '19.3.1' });
    expect(checks.find((check) => check.check === 'expected exposes present')).toMatchObject({ ok: false, detail: 'missing ./QuotePage' });
  });

  it('flags a React of another major', () => {
    const checks = checkRemoteHealth({ remote: 'mfe-forms', manifest: manifest(allFormsPages, '18.3.1'), hostReactVersion: '19.3.1' });
    expect(checks.find((check) => check.check === 'shared React compatible')?.ok).toBe(false);
  });
});

describe('whether a version can run under the shell', () => {
  /** A build folder with its kits and manifest. @param {object} kits @param {object} manifest */
  const build = (kits, manifest) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'runs-under-shell-'));
    writeFileSync(path.join(dir, 'kits.json'), JSON.stringify(kits));
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    return dir;
  };
  const shell = build(
    { imports: {}, provides: { '@mantine/core': ['Button', 'TextInput'], '@mantine/core/fields': ['Textarea'] } },
    { shared: [{ name: 'react', version: '19.3.1' }, { name: '@mantine/core', version: '9.7.4' }] },
  );
  const shared = [{ name: 'react', requiredVersion: '^19.3.1' }];

  it('says nothing of a version whose kit exports and shared packages the shell provides', () => {
    expect(cannotRunUnderShell(build({ imports: { '@mantine/core': ['Button'], '@mantine/core/fields': ['Textarea'] } }, { shared }), shell)).toBeUndefined();
  });

  it('names a kit export the shell no longer has (a version built while the core kit had Textarea)', () => {
    expect(cannotRunUnderShell(build({ imports: { '@mantine/core': ['Button', 'Textarea'] } }, { shared }), shell)).toBe("the shell's kits lack @mantine/core: Textarea");
  });

  it('names a shared package the shell does not provide', () => {
    const version = build({ imports: {} }, { shared: [...shared, { name: '@tanstack/react-query', requiredVersion: '^5.0.0' }] });
    expect(cannotRunUnderShell(version, shell)).toBe('the shell does not provide @tanstack/react-query ^5.0.0 (not provided)');
  });
});
