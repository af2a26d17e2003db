// @ts-check
import MiniSearch from 'minisearch';

/** @typedef {import('./documents.mjs').Passage} Passage */

// Words that say nothing about which page answers a question; left in, "how long does it take"
// would match every page that says "how".
const STOPWORDS = new Set(
  `a an and are as at be been being but by can could did do does doing for from had has have how i if in into is it its
  me my of on or our ours so than that the their them then there these they this those to was we were what when where
  which while who whom why will with would you your yours about any also just should shall may might must us get got
  tell know please want need like much many some very there here offer provide provides offered offering take takes
  typically usually generally long`.split(/\s+/),
);

/**
 * Lower-cases and strips the commonest English endings, the same way for the index and the query, so
 * "audits" finds "audit" and "appraisals" finds "appraisal" without a full stemmer.
 * @param {string} term
 * @returns {string | null}
 */
export function processTerm(term) {
  let t = term.toLowerCase().replace(/['’]s$/, '');
  if (t.length < 2 || STOPWORDS.has(t)) return null;
  if (/^\d+$/.test(t)) return t;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us') && !t.endsWith('is')) t = t.slice(0, -1);
  if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 4 && t.endsWith('ed')) t = t.slice(0, -2);
  return t;
}

/** Splits like MiniSearch does, but keeps hyphenated names ("it-support") as their parts too. */
const tokenize = (/** @type {string} */ text) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The processed terms of a message: what "matching a question" is measured against. */
export function queryTerms(/** @type {string} */ message) {
  return [...new Set(tokenize(message).map(processTerm).filter((t) => t !== null))];
}

// Visitors ask in other words than the pages use. Each rule adds terms at a lower weight.
/** @type {[RegExp, string][]} */
const EXPANSIONS = [
  [/\bhow long\b|\bduration\b|\bhow many (weeks|days|months)\b|\btimeline\b/i, 'weeks months days duration timeline'],
  [/\bhow much\b|\bcost|\bprice|\bpricing\b|\bfee|\bcharge|\bbudget|\bexpensive\b|\bafford/i, 'cost pricing price fee quote investment'],
  [/\bonline\b|\bvirtual|\bremote|\bfrom home\b|\bweb-?based\b/i, 'online virtual remote live instructor'],
  [/\bhow (fast|quick)|\bquickly\b|\brespon|\burgent|\bemergenc|\bcritical\b/i, 'response time critical minutes hour'],
  [/\bcertif/i, 'certification certified certificate'],
  [/\bhack|\bbreach|\bphish|\bransom|\bmalware|\bthreat/i, 'security cyber threat vulnerability'],
  [/\bpen(etration)?[- ]?test|\bvapt\b|\bva\/pt\b/i, 'penetration testing vulnerability assessment'],
  [/\bhire|\bhiring\b|\bstaff|\btalent|\bcandidate/i, 'recruitment hiring talent'],
  [/\bwifi\b|\bwi-fi\b|\blan\b|\bwan\b|\brouter|\bswitch/i, 'network design infrastructure'],
  [/\bapp\b|\bapps\b|\bapplication|\bwebsite|\bcode\b|\bcoding\b/i, 'software development application'],
  [/\bhelp ?desk\b|\bbroken\b|\bnot working\b|\boutage|\bdown\b/i, 'support helpdesk issue'],
  [/\brpa\b|\bbot(s)?\b|\bmanual (work|task)/i, 'automation automate'],
];

/**
 * Extra lower-weight terms for a message, minus its own terms.
 * @param {string} message
 */
export function expansionTerms(message) {
  const own = new Set(queryTerms(message));
  const extra = EXPANSIONS.filter(([pattern]) => pattern.test(message)).flatMap(([, words]) => queryTerms(words));
  return [...new Set(extra)].filter((t) => !own.has(t));
}

/**
 * @typedef {{ passage: Passage; score: number; matchedTerms: string[] }} SearchHit
 * @typedef {{ size: number; search: (message: string, limit?: number) => SearchHit[] }} SearchIndex
 */

/**
 * A full-text index over passages. Page titles and headings (FAQ questions) weigh more than body text.
 * @param {Passage[]} passages
 * @returns {SearchIndex}
 */
export function createSearchIndex(passages) {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const mini = new MiniSearch({
    fields: ['page', 'heading', 'text'],
    idField: 'id',
    tokenize,
    processTerm,
  });
  mini.addAll(passages);

  return {
    size: passages.length,
    search(message, limit = 8) {
      const core = queryTerms(message);
      if (core.length === 0) return [];
      const extra = expansionTerms(message);
      const all = [...core, ...extra];
      const results = mini.search(all.join(' '), {
        // processTerm already ran on these; running it again would strip a second "s".
        processTerm: (t) => t,
        boost: { page: 2, heading: 2.5, text: 1 },
        // A visitor's question that matches a published question is the best answer there is.
        boostDocument: (id) => (byId.get(id)?.kind === 'faq' ? 1.3 : 1),
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        boostTerm: (term) => (core.includes(term) ? 1 : 0.4),
        combineWith: 'OR',
      });
      return results.slice(0, limit).map((result) => ({
        passage: /** @type {Passage} */ (byId.get(result.id)),
        score: result.score,
        matchedTerms: result.queryTerms.filter((t) => core.includes(t)),
      }));
    },
  };
}
