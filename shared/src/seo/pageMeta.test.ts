import { describe, expect, it } from 'vitest';
import { headTags, renderHeadTags } from './pageMeta';

/** Parses the server's head HTML the way a browser would (a document of its own: read it with getAttribute). */
function parseHead(html: string) {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('renderHeadTags(headTags(...))', () => {
  it('writes a title with <script> and & in it as text, not as markup', () => {
    const title = 'Audits & Reviews <script>alert(1)</script>';
    const html = renderHeadTags(headTags({ title, description: 'Fees "in" <b>full</b> & more' }, 'https://www.example.com/audit'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title data-page-meta>Audits &amp; Reviews &lt;script&gt;alert(1)&lt;/script&gt;</title>');

    const doc = parseHead(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.title).toBe(title);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Fees "in" <b>full</b> & more');
  });

  it('writes JSON-LD that content cannot close its script element from', () => {
    const headline = '</script><script>alert(1)</script><!--';
    const html = renderHeadTags(headTags({ title: 'Post', jsonLd: [{ '@type': 'Article', headline }] }, 'https://www.example.com/blog/post'));
    expect(html).not.toContain('</script><script>');

    const doc = parseHead(html);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0].textContent!)).toEqual({ '@type': 'Article', headline });
  });

  it('falls back to the page URL for the canonical link and og:url', () => {
    const doc = parseHead(renderHeadTags(headTags({ title: 'FAQ' }, 'https://www.example.com/faq')));
    expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/faq');
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://www.example.com/faq');
  });

  it('uses the canonical URL a page gives over its own URL', () => {
    const doc = parseHead(renderHeadTags(headTags({ title: 'Audit', canonical: 'https://www.example.com/services/audit' }, 'https://www.example.com/audit')));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/services/audit');
  });

  it("marks the page's tags so the next page replaces them, and leaves the site's own unmarked", () => {
    const tags = headTags({ title: 'Home', description: 'Welcome.' }, 'https://www.example.com/');
    const page = parseHead(renderHeadTags(tags));
    const pageTags = [...page.head.querySelectorAll('title, meta, link')];
    expect(pageTags.length).toBeGreaterThan(5);
    for (const el of pageTags) expect(el.hasAttribute('data-page-meta'), el.outerHTML).toBe(true);
    const site = parseHead(renderHeadTags(tags, false));
    expect(site.head.querySelectorAll('[data-page-meta]')).toHaveLength(0);
  });
});
