// @ts-check
// What a crawler reads of a page, beyond its words: the title, the canonical link, the robots
// directives, the JSON-LD types and the h1, read from the served HTML as a crawler reads it (no
// script run). The pre-flight compares them between live and the candidate (`preflight.mjs`): a page
// that turns `noindex`, or whose canonical points elsewhere, leaves the search index; the other
// differences are shown for people to judge.

/**
 * @typedef {object} CrawlerView
 * @property {string} title      the document's `<title>` text ('' when there is none)
 * @property {string} canonical  the canonical link's href ('' when there is none)
 * @property {string} robots     the robots meta's directives, lower case ('' when there is none: indexable)
 * @property {string[]} types    the JSON-LD `@type`s, sorted, each once
 * @property {string} h1         the first h1's text ('' when there is none)
 */

const ENTITIES = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' });
/** Text of HTML: no tags, entities decoded, spaces collapsed. @param {string} html */
const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name) => ENTITIES[name] ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1))) : entity))
    .replace(/\s+/g, ' ')
    .trim();

/** An attribute's value in one tag's text. @param {string} tag @param {string} name */
const attribute = (tag, name) => textOf(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined) ?? '');

/** Every `@type` in some JSON-LD (nested in `@graph` or elsewhere). @param {unknown} data @param {Set<string>} types */
function collectTypes(data, types) {
  if (Array.isArray(data)) for (const item of data) collectTypes(item, types);
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (key === '@type') for (const type of [value].flat()) if (typeof type === 'string') types.add(type);
      if (value && typeof value === 'object') collectTypes(value, types);
    }
  }
}

/** What a crawler reads of `html`. @param {string} html @returns {CrawlerView} */
export function crawlerView(html) {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  const tags = (/** @type {string} */ name) => head.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
  const canonicalTag = tags('link').find((tag) => attribute(tag, 'rel').toLowerCase().split(/\s+/).includes('canonical'));
  const robotsTag = tags('meta').find((tag) => ['robots', 'googlebot'].includes(attribute(tag, 'name').toLowerCase()));
  /** @type {Set<string>} */
  const types = new Set();
  for (const [, json] of html.matchAll(/<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      collectTypes(JSON.parse(json), types);
    } catch {
      types.add('(invalid JSON-LD)');
    }
  }
  return {
    title: textOf(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? ''),
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : '',
    robots: robotsTag ? attribute(robotsTag, 'content').toLowerCase().replace(/\s+/g, ' ') : '',
    types: [...types].sort(),
    h1: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? ''),
  };
}

/** Whether robots directives keep a page out of the index. @param {string} robots */
export const isNoindex = (robots) => /(^|[\s,])(noindex|none)($|[\s,])/.test(robots);

/** The path a URL names (an absolute canonical's, or a relative one's), for comparing where it points. @param {string} url */
const pathOf = (url) => {
  try {
    return new URL(url, 'http://site.invalid').pathname.replace(/(.)\/$/, '$1');
  } catch {
    return url;
  }
};

const quoted = (/** @type {string} */ text) => (text ? `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"` : 'none');

/**
 * How the candidate's crawler view differs from live's on the page at `pathname`: `worse`, what takes
 * the page out of the index (it turns `noindex` where live is indexable; its canonical points
 * elsewhere than live's and than the page itself), and `differences`, the rest, for people to judge.
 * @param {CrawlerView} live @param {CrawlerView} candidate @param {string} pathname
 * @returns {{ worse: string[], differences: string[] }}
 */
export function compareCrawlerViews(live, candidate, pathname) {
  const worse = [];
  const differences = [];
  if (isNoindex(candidate.robots) && !isNoindex(live.robots)) worse.push(`robots "${candidate.robots}" where live is indexable`);
  else if (candidate.robots !== live.robots) differences.push(`robots ${quoted(candidate.robots)}, live ${quoted(live.robots)}`);
  if (candidate.canonical !== live.canonical) {
    const elsewhere = pathOf(candidate.canonical) !== pathOf(live.canonical) && pathOf(candidate.canonical) !== pathOf(pathname);
    (elsewhere && live.canonical ? worse : differences).push(`canonical ${quoted(candidate.canonical)} where live's is ${quoted(live.canonical)}`);
  }
  if (candidate.title !== live.title) differences.push(`title ${quoted(candidate.title)}, live ${quoted(live.title)}`);
  if (candidate.h1 !== live.h1) differences.push(`h1 ${quoted(candidate.h1)}, live ${quoted(live.h1)}`);
  if (candidate.types.join() !== live.types.join()) differences.push(`JSON-LD ${candidate.types.join(', ') || 'none'}, live ${live.types.join(', ') || 'none'}`);
  return { worse, differences };
}
