import { describe, expect, it } from 'vitest';
import { earlyHintsLink, MAX_EARLY_HINTS } from './earlyHints.mjs';

const preload = (href, extra = '') => `<link as="script" fetchpriority="low" href="${href}" rel="preload"${extra}>`;

describe('earlyHintsLink', () => {
  it('names the stylesheets, then the scripts the head preloads, in order, as the same requests', () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css">${preload('/main.1.js')}<link rel="preload" as="image" href="/hero.webp">${preload('/remotes/mfe-blog/v1/remoteEntry.js')}</head><body>${preload('/late.js')}</body></html>`;
    expect(earlyHintsLink(html)).toBe('</a.css>;rel=preload;as=style,</main.1.js>;rel=preload;as=script;fetchpriority=low,</remotes/mfe-blog/v1/remoteEntry.js>;rel=preload;as=script;fetchpriority=low');
  });

  it('holds no spaces, so the edge can pass it through its runtime API', () => {
    expect(earlyHintsLink(`<head>${preload('/main.1.js')}${preload('/b.js')}</head>`)).not.toMatch(/\s/);
  });

  it('names at most MAX_EARLY_HINTS files', () => {
    const head = Array.from({ length: MAX_EARLY_HINTS + 5 }, (_, i) => preload(`/f${i}.js`)).join('');
    expect(earlyHintsLink(`<head>${head}</head>`).split(',')).toHaveLength(MAX_EARLY_HINTS);
  });

  it('leaves out what could break the header: another origin, a comma, a quote', () => {
    const html = `<head>${preload('https://cdn.example/x.js')}${preload('/a,b.js')}${preload('/ok.js')}</head>`;
    expect(earlyHintsLink(html)).toBe('</ok.js>;rel=preload;as=script;fetchpriority=low');
  });

  it('is empty for a page that preloads nothing', () => {
    expect(earlyHintsLink('<html><head><title>x</title></head></html>')).toBe('');
  });
});
