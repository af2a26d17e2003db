import { expect } from '@playwright/test';
import { publishAaCandidate, publishBlogVariant as publishVariant } from '../../scripts/bench/canaryTrial.mjs';

/**
 * Candidates of mfe-blog as a team could ship them by mistake, each made from the live version in a
 * deploy store by changing its built files, and one healthy candidate for comparison (the A/A: the
 * same build with one comment changed). What each breaks is what the release checks must catch.
 */

/** The article page's slug in the server renderer: the line that reads it, to which a candidate adds its fault. */
const ARTICLE_SLUG = /const \{ slug = '' \} = \(0,[\w$]+\.useParams\)\(\);/;
/** The slug the gate's render check renders each route with (`gateway/release/renderCheck.mjs`): a "not found". */
const CHECKED_SLUG = 'release-health-check';
/** The article query's filter, as it is in both the server renderer and the browser's files. */
const ARTICLE_FILTER = 'slug.current == $slug || _id == $slug)]';
/**
 * The blog list's outer container in its browser file: its props are replaced by an expression that
 * throws when the page renders, in the browser only.
 */
const BLOG_LIST_PROPS = /py:\{base:40,sm:64\}(?=,children:\(0,\w+\.jsxs\)\(\w+\.Stack,\{gap:"xl")/;

/** Where the article view hands its head tags to the composer, in the server renderer. */
const ARTICLE_META = 'usePageMeta(articleMeta(post, siteUrl));';

type Edit = (text: string) => string;

/**
 * A new published version of mfe-blog copied from its live one, with its edits (`canaryTrial.mjs`):
 * each edit must have changed what it edits, or the candidate would not be what its name says.
 */
export function publishBlogVariant(store: string, suffix: string, edits: { server?: Edit; browser?: Edit }): string {
  const { version, changed } = publishVariant(store, suffix, edits);
  if (edits.server) expect(changed.server, `${suffix}: the server renderer changed`).toBe(1);
  if (edits.browser) expect(changed.browser, `${suffix}: a browser file changed`).toBeGreaterThan(0);
  return version;
}

/** Code run in the article page's server render, after it reads the slug: the build's text must still have that line. */
const inArticle = (code: string): Edit => (text) => {
  expect(text, 'the server renderer still reads the slug as the candidates expect').toMatch(ARTICLE_SLUG);
  return text.replace(ARTICLE_SLUG, (line) => `${line}\n    ${code}`);
};

/** The zoo: each candidate's name as the tests say it, and how it is made. */
export const badReleases = {
  /** Every real article throws on the server (the gate's render check, a "not found", passes). */
  everyArticleFails: (store: string) => publishBlogVariant(store, 'articles-fail', { server: inArticle(`if (slug !== '${CHECKED_SLUG}') throw new Error('the candidate article throws on the server');`) }),
  /** One article of the blog's dozen pages throws on the server. */
  oneArticleFails: (store: string, slug: string) => publishBlogVariant(store, 'one-fails', { server: inArticle(`if (slug === ${JSON.stringify(slug)}) throw new Error('this one article throws on the server');`) }),
  /** The article query is invalid GROQ: the content service refuses it, every article is a 503 with built-in copy. */
  brokenArticleQuery: (store: string) => {
    const breakQuery: Edit = (text) => text.replaceAll(ARTICLE_FILTER, ARTICLE_FILTER.replace('==', '==='));
    return publishBlogVariant(store, 'broken-query', { server: breakQuery, browser: breakQuery });
  },
  /** The blog list throws in the browser only: the server renders it as ever. */
  clientOnlyError: (store: string) =>
    publishBlogVariant(store, 'client-throws', { browser: (text) => text.replace(BLOG_LIST_PROPS, '(()=>{throw new Error("the candidate blog list throws")})()') }),
  /** Each article's render spends 400 ms more of its own time (a CPU-heavy change). */
  slowArticles: (store: string) => publishBlogVariant(store, 'slow', { server: inArticle('{ const until = Date.now() + 400; while (Date.now() < until); }') }),
  /**
   * Each article's render awaits 700 ms longer (a slower call, I/O: its own CPU time is the same):
   * once per render, the article suspends on a wait of its own before it reads its content.
   * (The content itself is asked by the page's one cache, which the shell and the gateway provide:
   * not in a remote's renderer, decision 0014.)
   */
  awaitsLonger: (store: string) =>
    publishBlogVariant(store, 'awaits', {
      server: inArticle(
        `{ const render = require('@site/shared/content/contentCache.mjs').useContentCache(); const waits = (globalThis.__awaitsLonger ??= new WeakMap()); if (!waits.has(render)) { const wait = new Promise((resolve) => setTimeout(resolve, 700)).then(() => { wait.done = true; }); waits.set(render, wait); } const wait = waits.get(render); if (wait && !wait.done) throw wait; }`,
      ),
    }),
  /** A click anywhere on a blog page throws, in a listener of the blog's own file: after hydration, outside any error boundary. */
  clickThrows: (store: string) =>
    publishBlogVariant(store, 'click-throws', {
      browser: (text) => (BLOG_LIST_PROPS.test(text) ? `${text}\n;document.addEventListener("click",function(){throw new Error("the candidate click handler throws")});\n` : text),
    }),
  /**
   * Each real article's head throws on the server, outside the page's Suspense boundary: its canonical
   * is the content's link object, not its URL, and the shell's head writer (`renderHeadTags`) throws
   * on it after the page rendered. The gateway answers 200 with its empty fallback shell; the
   * browser's files are live's. The gate's render check (a "not found", no head of an article) passes.
   */
  emptyShell: (store: string) =>
    publishBlogVariant(store, 'empty-shell', {
      server: (text) => {
        expect(text.split(ARTICLE_META), 'the server renderer hands the article head where the candidate expects, once').toHaveLength(2);
        return text.replace(ARTICLE_META, 'usePageMeta({ ...articleMeta(post, siteUrl), canonical: { href: articleUrl(post, siteUrl) } });');
      },
    }),
  /** The A/A candidate: the live build with one comment changed, nothing else. */
  healthy: publishAaCandidate,
};
