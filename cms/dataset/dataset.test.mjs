// @vitest-environment node
// @ts-check
import { readdir, readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { headingId } from '@site/shared/content/headingId.mjs';
import { buildDataset, DATASET_PATH } from './build-dataset.mjs';
import { fileName, IMAGES } from './imageCatalog.mjs';

/** @typedef {Record<string, any> & { _id: string; _type: string }} Doc */

/** @returns {Promise<Doc[]>} */
const load = async () => (await readFile(DATASET_PATH, 'utf8')).trim().split('\n').map((line) => JSON.parse(line));

/** Every object in a value, depth first. @param {unknown} value @returns {Generator<Record<string, any>>} */
function* objects(value) {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (value && typeof value === 'object') {
    yield /** @type {Record<string, any>} */ (value);
    for (const child of Object.values(value)) yield* objects(child);
  }
}

const isVisible = (/** @type {Doc} */ doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.');

describe('seed dataset', () => {
  it('is what build-dataset.mjs produces from the seed copy (no hand edits drift)', async () => {
    expect(await readFile(DATASET_PATH, 'utf8')).toBe(await buildDataset());
  });

  it('has an image file for every asset document, named after its id, under 2 MB in total', async () => {
    const docs = await load();
    const assets = docs.filter((doc) => doc._type === 'sanity.imageAsset');
    expect(assets.length).toBe(IMAGES.length);
    const files = await readdir(new URL('./images/', import.meta.url));
    let total = 0;
    for (const asset of assets) {
      const [, hash, size, ext] = /** @type {RegExpExecArray} */ (/^image-([0-9a-f]{40})-(\d+x\d+)-(png|jpg|webp)$/.exec(asset._id));
      const file = `${hash}-${size}.${ext}`;
      expect(files).toContain(file);
      expect(asset.path).toBe(`images/local/production/${file}`);
      expect(`${asset.metadata.dimensions.width}x${asset.metadata.dimensions.height}`).toBe(size);
      total += (await stat(new URL(`./images/${file}`, import.meta.url))).size;
    }
    expect(files.sort()).toEqual(IMAGES.map((spec) => fileName(spec.key)).sort());
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it('gives every image reference alt text and a target', async () => {
    const docs = await load();
    const ids = new Set(docs.map((doc) => doc._id));
    let count = 0;
    for (const doc of docs) {
      for (const obj of objects(doc)) {
        if (obj._type === 'image') {
          count += 1;
          expect(obj.alt, `${doc._id}: image without alt`).toBeTruthy();
          expect(ids.has(obj.asset?._ref), `${doc._id}: ${obj.asset?._ref}`).toBe(true);
        }
      }
    }
    expect(count).toBeGreaterThan(30);
  });

  it('has the blog posts the site and its tests rely on', async () => {
    const posts = (await load()).filter((doc) => doc._type === 'blogPost' && isVisible(doc));
    const published = posts.filter((post) => post.isPublished === true);
    expect(published.length).toBeGreaterThanOrEqual(10);
    expect(new Set(published.map((post) => post.category)).size).toBeGreaterThanOrEqual(4);
    const dates = published.map((post) => post.publishedAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(date.startsWith('2026-')).toBe(true);
    expect(posts.filter((post) => post.isPublished === false).length).toBe(1);
    expect(published.filter((post) => post.seo?.faqSchema === true).every((post) => post.faqs?.length > 0)).toBe(true);

    // A legacy HTML article, with nothing of a test fixture in it: visitors read every published post.
    const html = published.find((post) => post.slug.current === 'incident-response-tabletop-exercises');
    expect(html?.contentHtml).toContain('<h2>Before the Exercise</h2>');
    expect(html?.content).toBeUndefined();
    for (const post of published) {
      expect(post.slug.current, post._id).not.toMatch(/check|test|fixture/);
      expect(post.contentHtml ?? '', post._id).not.toMatch(/<script|onerror|__xss/i);
      for (const [, src] of (post.contentHtml ?? '').matchAll(/<img\b[^>]*\bsrc=["']?([^"' >]*)/gi)) {
        expect(src, post._id).toMatch(/^(https?:\/\/|\/)/);
      }
    }

    const rich = published.filter((post) => post.content);
    expect(rich.length).toBeGreaterThanOrEqual(9);
    for (const post of rich) {
      const blocks = /** @type {Array<Record<string, any>>} */ (post.content);
      expect(blocks.some((b) => b.style === 'h2'), post._id).toBe(true);
      expect(blocks.some((b) => b.style === 'h3'), post._id).toBe(true);
      expect(blocks.some((b) => b.listItem === 'bullet'), post._id).toBe(true);
      expect(blocks.some((b) => b._type === 'image' && b.alt), post._id).toBe(true);
      expect(blocks.some((b) => b.markDefs?.some((/** @type {{ _type: string; href: string }} */ m) => m._type === 'link' && m.href)), post._id).toBe(true);
      expect(blocks.some((b) => b.markDefs?.some((/** @type {{ href: string }} */ m) => m.href.startsWith('https://'))), post._id).toBe(true);
    }
  });

  it('anchors each table of contents entry the way the site ids its headings', async () => {
    for (const post of (await load()).filter((doc) => doc._type === 'blogPost')) {
      for (const item of post.tableOfContents ?? []) {
        expect(item.anchor).toBe(headingId(item.heading));
        expect([0, 1]).toContain(item.level);
      }
      if (post.content) {
        const headings = post.content
          .filter((/** @type {{ style?: string }} */ b) => b.style === 'h2' || b.style === 'h3')
          .map((/** @type {{ children: Array<{ text: string }> }} */ b) => b.children.map((c) => c.text).join(''));
        expect(post.tableOfContents.map((/** @type {{ heading: string }} */ i) => i.heading)).toEqual(headings);
      }
    }
  });

  it('keeps hidden documents and flags where the tests expect them', async () => {
    const docs = await load();
    expect(docs.some((doc) => doc._id.startsWith('drafts.'))).toBe(true);
    const faqs = docs.filter((doc) => doc._type === 'faq');
    expect(faqs.filter((faq) => faq.isActive).length).toBeGreaterThanOrEqual(8);
    expect(faqs.some((faq) => faq.isActive === false)).toBe(true);
    expect(docs.filter((doc) => doc._type === 'servicePage').map((doc) => doc.slug.current).sort()).toEqual(['advisory', 'cyber-security', 'iso-42001-readiness']);
  });
});
