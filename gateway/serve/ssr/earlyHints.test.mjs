import { describe, expect, it } from 'vitest';
import { earlyHintsLink, MAX_EARLY_HINTS } from './earlyHints.mjs';

const stylesheet = (href) => `<link rel="stylesheet" href="${href}">`;
const preload = (href) => `<link as="script" fetchpriority="low" href="${href}" rel="preload">`;

describe('earlyHintsLink', () => {
  it("names the head's stylesheets in order, as preloads of the same requests, and not its scripts", () => {
    const html = `<html><head>${stylesheet('/main.1.css')}${preload('/main.1.js')}<link rel="preload" as="image" href="/hero.webp">${stylesheet('/remotes/mfe-blog/v1/BlogPage.2.css')}</head><body>${stylesheet('/late.css')}</body></html>`;
    expect(earlyHintsLink(html)).toBe('</main.1.css>;rel=preload;as=style,</remotes/mfe-blog/v1/BlogPage.2.css>;rel=preload;as=style');
  });

  it('holds no spaces, so the edge can pass it through its runtime API', () => {
    expect(earlyHintsLink(`<head>${stylesheet('/a.css')}${stylesheet('/b.css')}</head>`)).not.toMatch(/\s/);
  });

  it('names at most MAX_EARLY_HINTS files', () => {
    const head = Array.from({ length: MAX_EARLY_HINTS + 5 }, (_, i) => stylesheet(`/f${i}.css`)).join('');
    expect(earlyHintsLink(`<head>${head}</head>`).split(',')).toHaveLength(MAX_EARLY_HINTS);
  });

  it('leaves out what could break the header: another origin, a comma, a quote', () => {
    const html = `<head>${stylesheet('https://cdn.example/x.css')}${stylesheet('/a,b.css')}${stylesheet('/ok.css')}</head>`;
    expect(earlyHintsLink(html)).toBe('</ok.css>;rel=preload;as=style');
  });

  it('is empty for a page without a stylesheet of its own', () => {
    expect(earlyHintsLink(`<html><head><title>x</title>${preload('/main.1.js')}</head></html>`)).toBe('');
  });
});
