// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEV_ORIGINS,
  DEV_OVERRIDE_MAX_MS,
  DEV_OVERRIDES_OFF,
  devOverridesFromEnv,
  isAllowedDevUrl,
  readDevOverride,
  signDevOverride,
} from './devOverride.mjs';
import { readPreviewPass, signPreviewPass } from './previewPass.mjs';
import { signPass } from '../client/signedPass.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';
const now = Date.UTC(2026, 10, 27, 12);
const on = { enabled: true, origins: DEFAULT_DEV_ORIGINS };

describe('dev override pass', () => {
  it('reads back the remote and its dev server manifest, the developer and the landing path', () => {
    const token = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', by: 'ada', path: '/blog', now }, secret);
    expect(readDevOverride(token, secret, on, now)).toEqual({
      remote: 'mfe-blog',
      url: 'http://localhost:5502/mf-manifest.json',
      by: 'ada',
      path: '/blog',
      exp: now + 4 * 3600_000,
    });
  });

  it('is nothing when overrides are off, whatever the pass', () => {
    const token = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, secret);
    expect(readDevOverride(token, secret, DEV_OVERRIDES_OFF, now)).toBeUndefined();
  });

  it('is nothing when tampered with, signed with another secret, expired or too long-lived', () => {
    const token = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, secret);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'dev-override', remote: 'mfe-blog', url: 'http://localhost:6666/mf-manifest.json', exp: now + 1000 })).toString('base64url');
    expect(readDevOverride(`${forged}.${signature}`, secret, on, now)).toBeUndefined();
    expect(readDevOverride(signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, 'another-secret-that-is-32-characters-long'), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token, secret, on, now + 4 * 3600_000)).toBeUndefined();
    // Signed by hand with a far expiry: longer than an override may live.
    const forever = signPass({ kind: 'dev-override', remote: 'mfe-blog', url: 'http://localhost:5502/mf-manifest.json', exp: now + DEV_OVERRIDE_MAX_MS + 60_000 }, secret);
    expect(readDevOverride(forever, secret, on, now)).toBeUndefined();
    // At most DEV_OVERRIDE_MAX_MS, whatever is asked.
    const asked = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', ms: 30 * 24 * 3600_000, now }, secret);
    expect(readDevOverride(asked, secret, on, now)?.exp).toBe(now + DEV_OVERRIDE_MAX_MS);
  });

  it('is nothing for a dev server off the allowlist, a remote the site does not have, or a path off the site', () => {
    const token = (/** @type {Record<string, unknown>} */ fields) => signPass({ kind: 'dev-override', remote: 'mfe-blog', url: 'http://localhost:5502/mf-manifest.json', exp: now + 1000, ...fields }, secret);
    expect(readDevOverride(token({ url: 'https://evil.example/mf-manifest.json' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ url: 'http://user:pw@localhost:5502/mf-manifest.json' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ url: 'javascript:alert(1)' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ remote: 'mfe-unknown' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ path: '//evil.example' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({}), secret, on, now)?.remote).toBe('mfe-blog');
  });

  it('is no preview pass, and a preview pass is no override', () => {
    const override = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, secret);
    expect(readPreviewPass(override, secret, now)).toBeUndefined();
    const preview = signPreviewPass({ remotes: { 'mfe-blog': '1.0.0+abc' }, exp: now + 1000 }, secret);
    expect(readDevOverride(preview, secret, on, now)).toBeUndefined();
  });

  it('matches allowlisted origins, any port with *', () => {
    expect(isAllowedDevUrl('http://localhost:3002/mf-manifest.json', DEFAULT_DEV_ORIGINS)).toBe(true);
    expect(isAllowedDevUrl('http://127.0.0.1:5502/mf-manifest.json', DEFAULT_DEV_ORIGINS)).toBe(true);
    expect(isAllowedDevUrl('https://localhost:3002/mf-manifest.json', DEFAULT_DEV_ORIGINS)).toBe(false);
    expect(isAllowedDevUrl('http://localhost.evil.example:3002/x', DEFAULT_DEV_ORIGINS)).toBe(false);
    expect(isAllowedDevUrl('https://dev.example:8443/mf-manifest.json', ['https://dev.example:8443'])).toBe(true);
    expect(isAllowedDevUrl('https://dev.example:8444/mf-manifest.json', ['https://dev.example:8443'])).toBe(false);
  });
});

describe('DEV_OVERRIDES', () => {
  it('is off by default', () => {
    expect(devOverridesFromEnv({})).toEqual({ enabled: false, origins: [] });
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'off', SITE_URL: 'https://site.example' }).enabled).toBe(false);
  });

  it('is on for a loopback site or a declared non-production one, with loopback dev origins unless configured', () => {
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'on' })).toEqual({ enabled: true, origins: DEFAULT_DEV_ORIGINS });
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'http://127.0.0.1:8080' }).enabled).toBe(true);
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'https://staging.example', SITE_ENV: 'staging', DEV_OVERRIDE_ORIGINS: 'http://localhost:*, https://dev.example:8443' }).origins).toEqual([
      'http://localhost:*',
      'https://dev.example:8443',
    ]);
  });

  it('is refused at start on a production site', () => {
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'https://site.example' })).toThrow(/refused on a production site/);
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_ENV: 'production' })).toThrow(/refused on a production site/);
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'http://localhost:8080', SITE_ENV: 'Production' })).toThrow(/refused/);
  });

  it('refuses a setting or an origin it cannot read', () => {
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'yes' })).toThrow(/"on" or "off"/);
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', DEV_OVERRIDE_ORIGINS: 'localhost' })).toThrow(/not an origin/);
  });
});
