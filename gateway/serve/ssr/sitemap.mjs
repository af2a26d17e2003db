// @ts-check
import { routes } from '@site/shared/remotes';

/** @param {string} value */
const escapeXml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paths of the route table without parameters: `/`, `/about`, `/blog`, … */
export const staticPaths = () => routes.filter((route) => !route.path.includes(':')).map((route) => route.path);

/**
 * `sitemap.xml`: the route table's static pages and what each live remote lists from the content
 * (every published article, every service page at its canonical path), under the configured origin.
 * @param {string} siteUrl
 * @param {Array<{ path: string, lastmod?: string }>} dynamic
 */
export function sitemapXml(siteUrl, dynamic) {
  const seen = new Set();
  const urls = [...staticPaths().map((path) => ({ path, lastmod: undefined })), ...dynamic]
    .filter(({ path }) => !seen.has(path) && seen.add(path))
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(new URL(path, siteUrl).href)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** @param {string} siteUrl */
export const robotsTxt = (siteUrl) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
