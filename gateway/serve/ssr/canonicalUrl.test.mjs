// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalLocation, MAX_QUERY_VALUE_CHARS } from './canonicalUrl.mjs';

const redirects = [{ from: '/refund-cancellation', to: '/refund' }];
const matchPage = (/** @type {string} */ pathname) => (pathname === '/blog' ? 'mfe-blog/BlogListPage' : 'mfe-marketing/AboutPage');

describe('one URL per page', () => {
  it('sends letter-case and trailing-slash variants to the lower-case path without the slash', () => {
    expect(canonicalLocation('/about/', redirects, matchPage)).toBe('/about');
    expect(canonicalLocation('/ABOUT', redirects, matchPage)).toBe('/about');
    expect(canonicalLocation('/Blog/?category=ISO', redirects, matchPage)).toBe('/blog?category=ISO');
    expect(canonicalLocation('/blog//', redirects, matchPage)).toBe('/blog');
  });

  it('sends an old path and its variants straight to its new one', () => {
    expect(canonicalLocation('/refund-cancellation', redirects, matchPage)).toBe('/refund');
    expect(canonicalLocation('/refund-cancellation/', redirects, matchPage)).toBe('/refund');
    expect(canonicalLocation('/Refund-Cancellation', redirects, matchPage)).toBe('/refund');
  });

  it('leaves a canonical URL alone, the home page included', () => {
    for (const url of ['/', '/about', '/blog?q=audit', '/blog/zero-trust']) expect(canonicalLocation(url, redirects, matchPage)).toBeUndefined();
  });

  it('never redirects to another host', () => {
    expect(canonicalLocation('/.//evil.example/', redirects, matchPage)).toBe('/evil.example');
  });

  it('drops a query value the page cannot use', () => {
    const long = 'x'.repeat(MAX_QUERY_VALUE_CHARS + 1);
    expect(canonicalLocation(`/blog?q=${long}&category=ISO`, redirects, matchPage)).toBe('/blog?category=ISO');
    expect(canonicalLocation(`/blog?q=${long}`, redirects, matchPage)).toBe('/blog');
  });

  it('drops a value its remote does not list (a made-up category), in any letter case keeps a listed one', () => {
    const known = { category: ['Security', 'Privacy'] };
    expect(canonicalLocation('/blog?category=Made-Up&q=audit', redirects, matchPage, known)).toBe('/blog?q=audit');
    expect(canonicalLocation('/blog?category=security', redirects, matchPage, known)).toBeUndefined();
    expect(canonicalLocation('/blog?category=Privacy', redirects, matchPage, known)).toBeUndefined();
    // Parameters the remote does not list values for (the search text) are free.
    expect(canonicalLocation('/blog?q=anything', redirects, matchPage, known)).toBeUndefined();
  });
});
