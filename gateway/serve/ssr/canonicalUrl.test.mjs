// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalLocation, canonicalPath, MAX_QUERY_VALUE_CHARS, renderedUrl } from './canonicalUrl.mjs';

const redirects = [{ from: '/refund-cancellation', to: '/refund' }];
const matchPage = (/** @type {string} */ pathname) => (pathname === '/blog' ? 'mfe-blog/BlogListPage' : 'mfe-marketing/AboutPage');

/** Where a request goes, resolved as the gateway does: parsed once, its path made canonical, matched once. */
function locate(/** @type {string} */ raw, /** @type {Partial<Record<string, string[]>> | undefined} */ known = undefined) {
  const url = new URL(raw, 'http://site');
  const path = canonicalPath(url.pathname, redirects);
  return canonicalLocation(url, path, matchPage(path), known);
}

describe('one URL per page', () => {
  it('sends letter-case and trailing-slash variants to the lower-case path without the slash', () => {
    expect(locate('/about/')).toBe('/about');
    expect(locate('/ABOUT')).toBe('/about');
    expect(locate('/Blog/?category=ISO')).toBe('/blog?category=ISO');
    expect(locate('/blog//')).toBe('/blog');
  });

  it('sends an old path and its variants straight to its new one', () => {
    expect(locate('/refund-cancellation')).toBe('/refund');
    expect(locate('/refund-cancellation/')).toBe('/refund');
    expect(locate('/Refund-Cancellation')).toBe('/refund');
  });

  it('leaves a canonical URL alone, the home page included', () => {
    for (const url of ['/', '/about', '/blog?q=audit', '/blog/zero-trust']) expect(locate(url)).toBeUndefined();
  });

  it('never redirects to another host', () => {
    expect(locate('/.//evil.example/')).toBe('/evil.example');
  });

  it('drops a query value the page cannot use', () => {
    const long = 'x'.repeat(MAX_QUERY_VALUE_CHARS + 1);
    expect(locate(`/blog?q=${long}&category=ISO`)).toBe('/blog?category=ISO');
    expect(locate(`/blog?q=${long}`)).toBe('/blog');
  });

  it('drops a value its remote does not list (a made-up category), in any letter case keeps a listed one', () => {
    const known = { category: ['Security', 'Privacy'] };
    expect(locate('/blog?category=Made-Up&q=audit', known)).toBe('/blog?q=audit');
    expect(locate('/blog?category=security', known)).toBeUndefined();
    expect(locate('/blog?category=Privacy', known)).toBeUndefined();
    // Parameters the remote does not list values for (the search text) are free.
    expect(locate('/blog?q=anything', known)).toBeUndefined();
  });
});

describe('the URL a page is rendered and cached by', () => {
  const params = (/** @type {string} */ query) => new URLSearchParams(query);

  it('keeps the path and only the query parameters the routed page reads', () => {
    expect(renderedUrl('/blog', params('utm_source=news&category=ISO&x=1'), 'mfe-blog/BlogListPage')).toBe('/blog?category=ISO');
    expect(renderedUrl('/blog', params('q=audit&category=Security'), 'mfe-blog/BlogListPage')).toBe('/blog?q=audit&category=Security');
    expect(renderedUrl('/advisory', params('cachebuster=123'), 'mfe-services/ServicePage')).toBe('/advisory');
  });

  it('drops every query parameter of a path no page answers', () => {
    expect(renderedUrl('/no/such/page', params('q=1'), undefined)).toBe('/no/such/page');
  });
});
