import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPointer } from '@site/gateway';
import { expect } from '@playwright/test';

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

type Edit = (text: string) => string;

/**
 * A new published version of mfe-blog copied from its live one: `server` edits its server renderer,
 * `browser` each of its browser scripts (a changed file's precompressed copies dropped, so the
 * gateway sends the new text).
 */
export function publishBlogVariant(store: string, suffix: string, { server, browser }: { server?: Edit; browser?: Edit }): string {
  const live = readPointer(store).releases['mfe-blog'].live;
  const version = `${live}.${suffix}`;
  const folder = path.join(store, 'mfe-blog', version);
  cpSync(path.join(store, 'mfe-blog', live), folder, { recursive: true });
  const change = (file: string, edit: Edit) => {
    const text = readFileSync(file, 'utf8');
    const changed = edit(text);
    if (changed === text) return false;
    writeFileSync(file, changed);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    return true;
  };
  if (server) expect(change(path.join(folder, 'server', 'index.js'), server), `${suffix}: the server renderer changed`).toBe(true);
  if (browser) {
    let changed = 0;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (!existsSync(file)) continue;
        if (statSync(file).isDirectory()) {
          if (name !== 'server') walk(file);
        } else if (name.endsWith('.js') && change(file, browser)) changed += 1;
      }
    };
    walk(folder);
    expect(changed, `${suffix}: a browser file changed`).toBeGreaterThan(0);
  }
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
  /** The A/A candidate: the live build with one comment changed, nothing else. */
  healthy: (store: string) => publishBlogVariant(store, 'a-a', { server: (text) => `${text}\n// A/A: the same sources, one comment changed.\n` }),
};
