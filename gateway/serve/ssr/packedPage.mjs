// @ts-check
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { earlyHintsLink } from './earlyHints.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for pages: made once per render, sent on every hit. 9 is within a few percent of
 * 11's size for HTML at a fraction of its time, so a render stays short.
 */
const PAGE_BROTLI_QUALITY = 9;

/**
 * A page's brotli and gzip bytes, its Content-Security-Policy and its `Link` header (the boot's files,
 * `earlyHints.mjs`), made once when it is rendered so a cache hit sends bytes and headers as they
 * are: no compression, hashing or parsing per request.
 * @template {{ html?: string }} T
 * @param {T} page @param {(html: string) => string} cspFor
 * @returns {Promise<T & { csp?: string, link?: string, br?: Buffer, gzip?: Buffer }>}
 */
export async function packPage(page, cspFor) {
  if (page.html === undefined) return page;
  const text = Buffer.from(page.html);
  const [br, gz] = await Promise.all([
    brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
    gzipAsync(text, { level: 9 }),
  ]);
  return { ...page, csp: cspFor(page.html), link: earlyHintsLink(page.html), br, gzip: gz };
}

/**
 * The encoding to send a packed page in, from the request's Accept-Encoding: brotli if accepted,
 * else gzip, else none (`q=0` refuses one).
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function pageEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (/** @type {string} */ name) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}
