import { createContentCache } from '@site/shared/content';
import { describe, expect, it, vi } from 'vitest';
import { embeddedManifest } from '../federation/embeddedManifests';
import { siteDataScript } from '../ssr/siteData';
import { createPrefetcher, intentPath, prefetchAllowed } from './prefetchOnIntent';

const here = { href: 'http://site.test/', origin: 'http://site.test', pathname: '/' };

function anchor(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}

/** A page's HTML as the gateway serves it, carrying one content answer and one manifest. */
function pageHtml(title: string) {
  const server = createContentCache(() => ({ data: { title }, error: null }));
  server.entry('contact-page');
  const data = {
    siteConfig: {} as never,
    remotes: {},
    manifests: { '/remotes/mfe-forms/1.0.0/mf-manifest.json': { name: 'mfe_forms' } },
    content: server.dehydrate(),
  };
  return `<!doctype html><html><head></head><body><div id="root"><h1>${title}</h1></div>${siteDataScript(data)}</body></html>`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchAllowed', () => {
  it('prefetches unless the visitor saves data or is on 2G', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('intentPath', () => {
  it('gives the path and query of a link to another page of the site', () => {
    expect(intentPath(anchor('/contact'), here)).toBe('/contact');
    expect(intentPath(anchor('/blog?category=ISO'), here)).toBe('/blog?category=ISO');
    expect(intentPath(anchor('http://site.test/about#team'), here)).toBe('/about');
  });

  it('leaves other origins, new tabs, downloads, the gateway\'s own paths and the page shown', () => {
    expect(intentPath(anchor('https://elsewhere.test/contact'), here)).toBeUndefined();
    expect(intentPath(anchor('/contact', { target: '_blank' }), here)).toBeUndefined();
    expect(intentPath(anchor('/brochure.pdf', { download: '' }), here)).toBeUndefined();
    expect(intentPath(anchor('/_preview/exit'), here)).toBeUndefined();
    expect(intentPath(anchor('/#services'), here)).toBeUndefined();
  });
});

describe('createPrefetcher', () => {
  it('on hover, loads the page\'s module and puts its content and manifest where the navigation finds them', async () => {
    // A cache that never asks the content service: what it has came from the prefetched page.
    const contentCache = createContentCache(() => ({ data: null, error: 'asked the content service' }));
    const loadPage = vi.fn();
    const fetchPage = vi.fn(async () => new Response(pageHtml('Contact us')));
    const prefetch = createPrefetcher({ contentCache, loadPage, fetchPage, connection: () => ({ effectiveType: '4g' }) });

    prefetch('/contact', 'strong');
    prefetch('/contact', 'strong');
    await settle();

    expect(loadPage.mock.calls).toEqual([['mfe-forms/ContactPage']]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(contentCache.entry('contact-page').answer).toEqual({ data: { title: 'Contact us' }, error: null });
    expect(embeddedManifest(new URL('/remotes/mfe-forms/1.0.0/mf-manifest.json', window.location.href).href)).toBeDefined();
  });

  it('on a link scrolled into view, loads the module only', async () => {
    const loadPage = vi.fn();
    const fetchPage = vi.fn(async () => new Response(''));
    const prefetch = createPrefetcher({ contentCache: createContentCache(), loadPage, fetchPage, connection: () => undefined });
    prefetch('/get-quote', 'weak');
    await settle();
    expect(loadPage.mock.calls).toEqual([['mfe-forms/QuotePage']]);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('fetches nothing on Save-Data or 2G', async () => {
    const loadPage = vi.fn();
    const fetchPage = vi.fn(async () => new Response(''));
    let connection = { effectiveType: '4g', saveData: true };
    const prefetch = createPrefetcher({ contentCache: createContentCache(), loadPage, fetchPage, connection: () => connection });
    prefetch('/contact', 'strong');
    connection = { effectiveType: '2g', saveData: false };
    prefetch('/contact', 'strong');
    await settle();
    expect(loadPage).not.toHaveBeenCalled();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('tries the content again after a failed fetch', async () => {
    const loadPage = vi.fn();
    const fetchPage = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const prefetch = createPrefetcher({ contentCache: createContentCache(), loadPage, fetchPage, connection: () => undefined });
    prefetch('/contact', 'strong');
    await settle();
    prefetch('/contact', 'strong');
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
