// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRemoteHealth } from './health.mjs';

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
