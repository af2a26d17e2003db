// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { devServerAccess } from './devServerAccess.mjs';

/**
 * The dev server's middlewares around the check `guard` replaces, and a way to send a request through it.
 * @param {ReturnType<typeof devServerAccess>} access
 */
function guarded(access) {
  const builtIn = { name: 'cross-origin-header-check', middleware: () => {} };
  const middlewares = access.guard([{ name: 'host-header-check', middleware: () => {} }, builtIn, { name: 'set-headers', middleware: () => {} }]);
  const check = middlewares.find((entry) => entry.name === 'cross-origin-header-check');
  expect(check).not.toBe(builtIn);
  /** The status a request gets from the check: 403, or `next` (passed on). @param {Record<string, string | undefined>} headers */
  return (headers) => {
    const res = { statusCode: 200, end: () => {} };
    let passed = false;
    check.middleware({ headers }, res, () => (passed = true));
    return passed ? 'next' : res.statusCode;
  };
}

/** A `<script>` a page on `referer` asks for across sites, as the browser sends it. @param {string} [referer] */
const scriptFrom = (referer) => ({ 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site', ...(referer ? { referer } : {}) });

describe('who may use a dev server', () => {
  it('gives its scripts across sites to pages on this machine by any loopback name, to nobody else', () => {
    const check = guarded(devServerAccess());
    for (const page of ['http://localhost:3000/blog', 'http://127.0.0.1:3000/', 'http://[::1]:3000/', 'https://localhost:8443/']) expect(check(scriptFrom(page)), page).toBe('next');
    for (const page of ['https://elsewhere.example/', 'http://203.0.113.5/', 'http://localhost.elsewhere.example/', 'file:///tmp/x.html', 'not a url', undefined]) {
      expect(check(scriptFrom(page)), String(page)).toBe(403);
    }
    // Same site (127.0.0.1:3000 -> 127.0.0.1:3002), or a fetch (CORS decides what it may read): not this check's.
    expect(check({ 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-site' })).toBe('next');
    expect(check({ 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' })).toBe('next');
  });

  it('inside a deployed site, gives them to that site too, and to no other origin of its host', () => {
    const check = guarded(devServerAccess('https://staging.example.com'));
    expect(check(scriptFrom('https://staging.example.com/blog'))).toBe('next');
    expect(check(scriptFrom('http://localhost:8080/blog'))).toBe('next');
    expect(check(scriptFrom('http://staging.example.com/blog'))).toBe(403);
    expect(check(scriptFrom('https://elsewhere.example/'))).toBe(403);
  });

  it('opens the hot-update socket to the same pages only', () => {
    const { verifyClient } = devServerAccess('https://staging.example.com').webSocketServer.options;
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'https://staging.example.com']) expect(verifyClient({ origin }), origin).toBe(true);
    for (const origin of ['https://elsewhere.example', 'http://203.0.113.5', 'chrome-extension://abc', undefined]) expect(verifyClient({ origin }), String(origin)).toBe(false);
  });

  it('lets those pages read what they fetch (CORS), not another site', () => {
    const access = devServerAccess();
    /** @param {Record<string, string>} headers */
    const request = (headers) => /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ headers }));
    expect(access.headers(request({ origin: 'http://localhost:3000' }))).toEqual({ 'Access-Control-Allow-Origin': 'http://localhost:3000', Vary: 'Origin' });
    expect(access.headers(request({ origin: 'https://elsewhere.example' }))).toEqual({ Vary: 'Origin' });
    expect(access.headers(request({}))).toEqual({ Vary: 'Origin' });
  });

  it('allows the loopback host names and the site\'s, never every host', () => {
    expect(devServerAccess().allowedHosts).toEqual(['localhost', '127.0.0.1', '::1']);
    expect(devServerAccess('https://staging.example.com').allowedHosts).toEqual(['localhost', '127.0.0.1', '::1', 'staging.example.com']);
  });

  it('fails loudly when the dev server no longer has the check it replaces', () => {
    expect(() => devServerAccess().guard([{ name: 'host-header-check', middleware: () => {} }])).toThrow(/cross-origin-header-check/);
  });
});
