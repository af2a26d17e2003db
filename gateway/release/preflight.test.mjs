// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { mainWords } from './pageRenders.mjs';
import { preflightTable, samplePages, worseThanLive } from './preflight.mjs';

/** @param {Partial<import('./pageRenders.mjs').PageRender>} [figures] @returns {import('./pageRenders.mjs').PageRender} */
const page = (figures = {}) => ({ status: 200, outcome: 'rendered', words: 600, costMs: 20, ...figures });

describe("the pre-flight's comparison of one page", () => {
  it('finds nothing worse in the same page, or in small differences of text and cost', () => {
    expect(worseThanLive(page(), page())).toEqual([]);
    expect(worseThanLive(page(), page({ words: 430, costMs: 110 }))).toEqual([]);
    // Twice as slow but only 40 ms more: noise on a fast page, not a regression.
    expect(worseThanLive(page(), page({ costMs: 60 }))).toEqual([]);
  });

  it('names each way the candidate is worse', () => {
    expect(worseThanLive(page(), page({ status: 503, outcome: 'degraded', words: 12 }))).toEqual([
      'status 503 where live answers 200',
      'degraded: a content query failed',
      "main text 12 words, under 70 % of live's 600",
    ]);
    expect(worseThanLive(page(), page({ outcome: 'failed', error: 'boom' }))).toEqual(['render failed, left for the browser (boom)']);
    expect(worseThanLive(page(), page({ costMs: 420 }))).toEqual(["render cost 420 ms, over twice live's 20 ms"]);
  });

  it('does not hold against the candidate what live does as well', () => {
    const down = page({ status: 503, outcome: 'degraded', words: 12 });
    expect(worseThanLive(down, down)).toEqual([]);
    expect(worseThanLive(page({ status: 404 }), page({ status: 404 }))).toEqual([]);
  });
});

describe("the pre-flight's pages", () => {
  it('takes every page up to the cap, and past it a sample that keeps every route', () => {
    const paths = [...Array.from({ length: 8 }, (_, i) => ({ path: `/blog/${i}`, route: '/blog/:slug' })), { path: '/blog', route: '/blog' }, { path: '/resources', route: '/resources' }];
    expect(samplePages(paths, 20)).toBe(paths);
    const sample = samplePages(paths, 4);
    expect(sample).toHaveLength(4);
    expect(new Set(sample.map((each) => each.route))).toEqual(new Set(['/blog/:slug', '/blog', '/resources']));
  });

  it("counts the main region's words, not its markup, scripts or the chrome around it", () => {
    const html = '<nav>Home About</nav><main id="main"><h1>ISO 27001 &amp; you</h1><script>var a = 1;</script><p>Plan, do, check — act.</p></main><footer>x</footer>';
    expect(mainWords(html)).toBe(7);
    expect(mainWords('<p>no main</p>')).toBe(0);
  });

  it('reads as a table of the worse pages: page, live, candidate, why', () => {
    const worse = { path: '/blog/a', route: '/blog/:slug', live: page(), candidate: page({ status: 503, outcome: 'degraded', words: 12, costMs: 9 }), why: ['status 503 where live answers 200'] };
    const table = preflightTable({ live: '1.0.0+a', candidate: '1.1.0+b', listed: 12, pages: [worse, { ...worse, path: '/blog', why: [] }], worse: [worse] }).split('\n');
    expect(table[0]).toBe('pre-flight of 1.1.0+b against live 1.0.0+a: 2 pages compared (a sample of 12, every route), 1 worse than live');
    expect(table[1]).toMatch(/^page +\| live +\| candidate +\| why$/);
    expect(table[2]).toBe('/blog/a | 200, 600 words, 20 ms | 503 degraded, 12 words, 9 ms | status 503 where live answers 200');
    // Without the live version's documents, it says so rather than pass on the static routes alone quietly.
    expect(preflightTable({ live: 'a', candidate: 'b', listed: 1, pages: [{ ...worse, why: [] }], worse: [], unlisted: 'content service answered 503' })).toBe(
      "pre-flight of b against live a: 1 page compared, 0 worse than live (the live version's sitemap could not be read: content service answered 503; its documents were not compared)",
    );
  });
});
