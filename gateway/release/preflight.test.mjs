// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { crawlerView } from './crawlerView.mjs';
import { internalLinks, mainWords } from './pageRenders.mjs';
import { comparePages, itemsFromSibling, judgedWalls, preflightTable, samplePages, worseThanLive } from './preflight.mjs';

const crawler = { title: 'ISO 27001 | Site', canonical: 'https://site.example/blog/iso', robots: 'index, follow', types: ['Article', 'Organization'], h1: 'ISO 27001' };
/** @param {Partial<import('./pageRenders.mjs').PageRender>} [figures] @returns {import('./pageRenders.mjs').PageRender} */
const page = (figures = {}) => ({ status: 200, outcome: 'rendered', words: 600, costMs: 20, wallMs: 60, crawler, links: [], ...figures });

describe("the pre-flight's comparison of one page", () => {
  it('finds nothing worse in the same page, or in small differences of text and cost', () => {
    expect(worseThanLive(page(), page())).toEqual([]);
    expect(worseThanLive(page(), page({ words: 430, costMs: 110 }))).toEqual([]);
    // Twice as slow but only 40 ms more: noise on a fast page, not a regression.
    expect(worseThanLive(page(), page({ costMs: 60 }))).toEqual([]);
    // Waiting 200 ms more on a query: under the wall time's margin (250 ms); 400 ms more on a 1 s page: under half of it.
    expect(worseThanLive(page(), page({ wallMs: 260 }))).toEqual([]);
    expect(worseThanLive(page({ wallMs: 1000 }), page({ wallMs: 1400 }))).toEqual([]);
  });

  it('refuses a page slower only on what it awaits: its own cost the same, its wall time 700 ms longer', () => {
    expect(worseThanLive(page(), page({ wallMs: 760 }))).toEqual(["render time 760 ms, 700 ms over live's 60 ms"]);
  });

  it('judges wall times pair by pair: one pair of the three where the candidate is not slower refuses nothing', () => {
    // A burst of load slowed the candidate's first render only.
    expect(judgedWalls([{ live: 200, candidate: 560 }, { live: 190, candidate: 210 }, { live: 240, candidate: 520 }])).toEqual({ live: 190, candidate: 210 });
    // Slower every time: judged on the pair where it is least slower.
    expect(judgedWalls([{ live: 200, candidate: 960 }, { live: 90, candidate: 790 }, { live: 400, candidate: 1050 }])).toEqual({ live: 400, candidate: 1050 });
  });

  it('treats the fallback shell (a 200 after the shell threw) as a failed render', () => {
    const shell = page({ outcome: 'failed', fallbackShell: true, words: 0, crawler: { title: 'Site', canonical: '', robots: '', types: [], h1: '' }, error: 'the shell threw' });
    expect(worseThanLive(page(), shell)).toEqual(['the shell threw: an empty fallback shell sent', "main text 0 words, under 70 % of live's 600"]);
  });

  it('names each way the candidate is worse', () => {
    expect(worseThanLive(page(), page({ status: 503, outcome: 'degraded', words: 12 }))).toEqual([
      'status 503 where live answers 200',
      'degraded: a content query failed',
      "main text 12 words, under 70 % of live's 600",
    ]);
    expect(worseThanLive(page(), page({ outcome: 'failed', error: 'boom' }))).toEqual(['render failed, left for the browser (boom)']);
    expect(worseThanLive(page(), page({ costMs: 420 }))).toEqual(["render cost 420 ms, over twice live's 20 ms"]);
    expect(worseThanLive(page(), page({ outcome: 'over_budget', error: 'render budget of 1000 ms spent' }))).toEqual(['render over its budget, left for the browser (render budget of 1000 ms spent)']);
  });

  it('refuses a page that leaves the index: noindex where live is indexable, a canonical pointing elsewhere', () => {
    expect(comparePages(page(), page({ crawler: { ...crawler, robots: 'noindex, follow' } }), { path: '/blog/iso' })).toEqual({ why: ['robots "noindex, follow" where live is indexable'], differences: [] });
    expect(comparePages(page(), page({ crawler: { ...crawler, canonical: 'https://site.example/blog' } }), { path: '/blog/iso' }).why).toEqual([
      'canonical "https://site.example/blog" where live\'s is "https://site.example/blog/iso"',
    ]);
    // A canonical that now names the page itself (live's pointed elsewhere) is a fix, shown only.
    const fixed = comparePages(page({ crawler: { ...crawler, canonical: 'https://site.example/blog' } }), page(), { path: '/blog/iso' });
    expect(fixed.why).toEqual([]);
    expect(fixed.differences).toHaveLength(1);
  });

  it('shows, without refusing, a lost title, another h1, other JSON-LD types', () => {
    const other = { ...crawler, title: '', h1: 'Welcome', types: ['Organization'] };
    expect(comparePages(page(), page({ crawler: other }), { path: '/blog/iso' })).toEqual({
      why: [],
      differences: ['title none, live "ISO 27001 | Site"', 'h1 "Welcome", live "ISO 27001"', 'JSON-LD Organization, live Article, Organization'],
    });
  });

  it('does not refuse a "not found" page that answers 404 where live answered 200 (a soft 404 fixed)', () => {
    const soft = page({ words: 40 });
    const hard = page({ status: 404, words: 8, crawler: { ...crawler, robots: 'noindex' } });
    expect(comparePages(soft, hard, { path: '/blog/release-health-check', notFound: true })).toEqual({ why: [], differences: ['404 where live answers 200: its "not found" says so now'] });
    // A real item that turns 404 is worse.
    expect(worseThanLive(page(), hard, { path: '/blog/iso' })).toContain('status 404 where live answers 200');
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
    const worse = { path: '/blog/a', route: '/blog/:slug', live: page(), candidate: page({ status: 503, outcome: 'degraded', words: 12, costMs: 9 }), why: ['status 503 where live answers 200'], differences: [] };
    const table = preflightTable({ live: '1.0.0+a', candidate: '1.1.0+b', listed: 12, pages: [worse, { ...worse, path: '/blog', why: [] }], worse: [worse] }).split('\n');
    expect(table[0]).toBe('pre-flight of 1.1.0+b against live 1.0.0+a: 2 pages compared (a sample of 12, every route), 1 worse than live');
    expect(table[1]).toMatch(/^page +\| live +\| candidate +\| why$/);
    expect(table[2]).toBe('/blog/a | 200, 600 words, 20 ms own, 60 ms wall | 503 degraded, 12 words, 9 ms own, 60 ms wall | status 503 where live answers 200');
    // Without the live version's documents, it says so rather than pass on the static routes alone quietly.
    expect(preflightTable({ live: 'a', candidate: 'b', listed: 1, pages: [{ ...worse, why: [] }], worse: [], unlisted: 'content service answered 503' })).toBe(
      "pre-flight of b against live a: 1 page compared, 0 worse than live (the live version's sitemap could not be read: content service answered 503; its documents were not compared)",
    );
  });

  it('lists the differences it does not refuse in a table of their own', () => {
    const differs = { path: '/blog/b', route: '/blog/:slug', live: page(), candidate: page(), why: [], differences: ['h1 "Welcome", live "ISO 27001"'] };
    expect(preflightTable({ live: 'a', candidate: 'b', listed: 1, pages: [differs], worse: [] }).split('\n')).toEqual([
      'pre-flight of b against live a: 1 page compared, 0 worse than live',
      'other differences (not refused): 1 page',
      'page    | differs',
      '/blog/b | h1 "Welcome", live "ISO 27001"',
    ]);
  });

  it("finds a pattern's real items in a sibling pattern of the same page: /services/:slug from the sitemap's /:slug", () => {
    const found = [
      { path: '/audit', route: '/:slug', pageId: 'mfe-services/ServicePage' },
      { path: '/training', route: '/:slug', pageId: 'mfe-services/ServicePage' },
      { path: '/faq', route: '/faq', pageId: 'mfe-services/FaqPage' },
    ];
    expect(itemsFromSibling('/services/:slug', 'mfe-services/ServicePage', found)).toEqual(['/services/audit', '/services/training']);
    expect(itemsFromSibling('/faq/:item', 'mfe-services/FaqPage', found)).toEqual([]);
  });

  it("lists the site's own links of a page, without their query, each once", () => {
    const html = '<a href="/policies/privacy">P</a><a class="x" href="/policies/privacy#top">P</a><a href="/blog?category=ISO">c</a><a href="https://other.example/x">o</a><a href="//cdn.example/y">c</a>';
    expect(internalLinks(html)).toEqual(['/policies/privacy', '/blog']);
  });
});

describe('what a crawler reads', () => {
  it('reads the title, canonical, robots, JSON-LD types and h1 of the served HTML', () => {
    const html = `<html><head><title data-page-meta>ISO &amp; you | Site</title>
      <meta name="robots" content="NoIndex, Follow" data-page-meta><link rel="canonical" href="https://site.example/blog/iso" data-page-meta>
      <script type="application/ld+json" data-page-meta>{"@context":"https://schema.org","@type":"BlogPosting","author":{"@type":"Person"}}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script></head>
      <body><main><h1 class="t">ISO <em>27001</em></h1><h1>second</h1></main></body></html>`;
    expect(crawlerView(html)).toEqual({ title: 'ISO & you | Site', canonical: 'https://site.example/blog/iso', robots: 'noindex, follow', types: ['BlogPosting', 'Organization', 'Person'], h1: 'ISO 27001' });
    expect(crawlerView('<html><head></head><body><div id="root"></div></body></html>')).toEqual({ title: '', canonical: '', robots: '', types: [], h1: '' });
  });
});
