// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, staticPaths } from './sitemap.mjs';

describe('sitemap and robots', () => {
  it('lists the static routes of the route table, never a path with a parameter', () => {
    expect(staticPaths()).toEqual(expect.arrayContaining(['/', '/about', '/services', '/blog', '/resources', '/faq', '/contact', '/get-quote']));
    expect(staticPaths().some((path) => path.includes(':'))).toBe(false);
  });

  it('puts every path under the configured origin, once, with lastmod where known, escaped', () => {
    const xml = sitemapXml('https://www.example.com', [
      { path: '/blog/a&b', lastmod: '2026-01-02T00:00:00Z' },
      { path: '/about' },
    ]);
    expect(xml).toContain('<loc>https://www.example.com/blog/a&amp;b</loc><lastmod>2026-01-02T00:00:00Z</lastmod>');
    expect(xml.match(/<loc>https:\/\/www\.example\.com\/about<\/loc>/g)).toHaveLength(1);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('robots.txt allows the site and names the sitemap', () => {
    expect(robotsTxt('https://www.example.com')).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap\.xml$/m);
  });
});
