// @ts-check
/**
 * A small notation for writing Portable Text in seed files:
 *   [h2('Why it matters'), p('Read the [standard](https://www.iso.org/) **first**.'), bullets(['a', 'b']), image('inline-risk')]
 * toPortableText() turns it into Sanity blocks with stable keys; tableOfContents() lists its h2/h3.
 */
import { createHash } from 'node:crypto';
// The site's own anchor rule, so TOC entries in content match the ids of rendered headings.
import { headingId } from '@site/shared/content/headingId.mjs';
import { assetId, imageSpec } from '../imageCatalog.mjs';

/**
 * @typedef {{ kind: 'block'; style: string; text: string; listItem?: 'bullet' | 'number' }
 *   | { kind: 'image'; key: string; alt?: string; caption?: string }} BlockSpec
 */

/** @param {string} text @returns {BlockSpec} */
export const p = (text) => ({ kind: 'block', style: 'normal', text });
/** @param {string} text @returns {BlockSpec} */
export const h2 = (text) => ({ kind: 'block', style: 'h2', text });
/** @param {string} text @returns {BlockSpec} */
export const h3 = (text) => ({ kind: 'block', style: 'h3', text });
/** @param {string} text @returns {BlockSpec} */
export const quote = (text) => ({ kind: 'block', style: 'blockquote', text });
/** @param {string[]} items @returns {BlockSpec[]} */
export const bullets = (items) => items.map((text) => ({ kind: 'block', style: 'normal', text, listItem: 'bullet' }));
/** @param {string[]} items @returns {BlockSpec[]} */
export const numbered = (items) => items.map((text) => ({ kind: 'block', style: 'normal', text, listItem: 'number' }));
/**
 * An inline image from the catalog; alt text defaults to the catalog's.
 * @param {string} key
 * @param {string} [caption]
 * @returns {BlockSpec}
 */
export const image = (key, caption) => ({ kind: 'image', key, caption });

/** Stable 12-character keys, derived from the owner and a counter. @param {string} owner */
function keyMaker(owner) {
  let n = 0;
  return () => createHash('sha1').update(`${owner}:${n++}`).digest('hex').slice(0, 12);
}

/** `**strong**`, `*em*` and `[text](href)` inside a line of text. */
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * @param {string} text
 * @param {() => string} nextKey
 */
function spansOf(text, nextKey) {
  /** @type {Array<{ _type: 'span'; _key: string; text: string; marks: string[] }>} */
  const children = [];
  /** @type {Array<{ _type: 'link'; _key: string; href: string }>} */
  const markDefs = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) children.push({ _type: 'span', _key: nextKey(), text: text.slice(last, index), marks: [] });
    if (match[1]) children.push({ _type: 'span', _key: nextKey(), text: match[1], marks: ['strong'] });
    else if (match[2]) children.push({ _type: 'span', _key: nextKey(), text: match[2], marks: ['em'] });
    else {
      const link = { _type: /** @type {const} */ ('link'), _key: nextKey(), href: match[4] };
      markDefs.push(link);
      children.push({ _type: 'span', _key: nextKey(), text: match[3], marks: [link._key] });
    }
    last = index + match[0].length;
  }
  if (last < text.length || children.length === 0) children.push({ _type: 'span', _key: nextKey(), text: text.slice(last), marks: [] });
  return { children, markDefs };
}

/**
 * @param {string} owner a document id (plus field path when a document has several rich-text fields)
 * @param {Array<BlockSpec | BlockSpec[]>} specs
 */
export function toPortableText(owner, specs) {
  const nextKey = keyMaker(owner);
  return specs.flat().map((spec) => {
    if (spec.kind === 'image') {
      const alt = spec.alt ?? imageSpec(spec.key).alt;
      return {
        _type: 'image',
        _key: nextKey(),
        asset: { _type: 'reference', _ref: assetId(spec.key) },
        alt,
        ...(spec.caption ? { caption: spec.caption } : {}),
      };
    }
    const { children, markDefs } = spansOf(spec.text, nextKey);
    return {
      _type: 'block',
      _key: nextKey(),
      style: spec.style,
      markDefs,
      children,
      ...(spec.listItem ? { listItem: spec.listItem, level: 1 } : {}),
    };
  });
}

/**
 * Table of contents of a body: every h2 (level 0) and h3 (level 1), anchored by headingId.
 * @param {Array<BlockSpec | BlockSpec[]>} specs
 */
export function tableOfContents(specs) {
  return specs
    .flat()
    .filter((spec) => spec.kind === 'block' && (spec.style === 'h2' || spec.style === 'h3'))
    .map((spec) => {
      const heading = spec.kind === 'block' ? spec.text.replace(INLINE, (_m, a, b, c) => a ?? b ?? c) : '';
      return { heading, anchor: headingId(heading), level: spec.kind === 'block' && spec.style === 'h3' ? 1 : 0 };
    });
}

/**
 * An image field value from the catalog, with its alt text.
 * @param {string} key
 * @param {string} [alt] overrides the catalog's alt text
 */
export const imageRef = (key, alt) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: assetId(key) },
  alt: alt ?? imageSpec(key).alt,
});
