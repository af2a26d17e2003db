// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { changedDocument, revalidationTargets } from './revalidationTargets.mjs';

/** Articles of one category, latest first, as the related-by query answers. */
const security = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ _id: id, slug: `slug-${id}` }));

describe('the paths a changed document shows on', () => {
  it('an article: its page, /blog, /resources, the sitemap, and exactly the articles whose related list holds it', async () => {
    const asked = /** @type {unknown[]} */ ([]);
    const targets = await revalidationTargets(changedDocument({ _id: 'c', _type: 'blogPost', slug: { current: 'slug-c' } }), {
      queryContent: async (_query, params) => {
        asked.push(params);
        return security;
      },
    });
    expect(asked).toEqual([{ id: 'c' }]);
    // a, b and d list the three latest but themselves (c among them); e lists a, b, c too.
    expect(targets).toEqual({ all: false, paths: ['/blog/slug-c', '/blog', '/resources', '/sitemap.xml', '/blog/slug-a', '/blog/slug-b', '/blog/slug-d', '/blog/slug-e'] });
    const older = await revalidationTargets(changedDocument({ _id: 'e', _type: 'blogPost', slug: 'slug-e' }), { queryContent: async () => security });
    // Nobody lists the oldest of five as related.
    expect(older).toEqual({ all: false, paths: ['/blog/slug-e', '/blog', '/resources', '/sitemap.xml'] });
  });

  it('an article whose slug changed: both addresses; one no longer published: every article page', async () => {
    const moved = await revalidationTargets(changedDocument({ _id: 'x', _type: 'blogPost', slug: { current: 'new' }, previousSlug: { current: 'old' } }), { queryContent: async () => [] });
    expect(moved).toMatchObject({ paths: expect.arrayContaining(['/blog/new', '/blog/old', '/blog/*']) });
  });

  it('a service page: both of its paths and the sitemap; FAQs: /faq; a singleton or no document: everything; an unknown type: nothing', async () => {
    const none = async () => [];
    expect(await revalidationTargets(changedDocument({ _id: 's', _type: 'servicePage', slug: { current: 'cmmi' } }), { queryContent: none })).toEqual({ all: false, paths: ['/services/cmmi', '/cmmi', '/sitemap.xml'] });
    expect(await revalidationTargets(changedDocument({ _id: 'f', _type: 'faq' }), { queryContent: none })).toEqual({ all: false, paths: ['/faq', '/faq/*'] });
    for (const type of ['navigationMenu', 'siteSettings', 'contactInfo']) {
      expect(await revalidationTargets(changedDocument({ _id: type, _type: type }), { queryContent: none })).toEqual({ all: true });
    }
    expect(await revalidationTargets(changedDocument({ _id: 'n', _type: 'somethingNew' }), { queryContent: none })).toEqual({ all: false, unknown: true });
    expect(await revalidationTargets(changedDocument(undefined), { queryContent: none })).toEqual({ all: true });
  });
});

describe('the route table and the content model', () => {
  it('know every document type of the schema: a type neither lists would purge nothing when it changes', async () => {
    const { schemaTypes } = await import('../../cms/schema/index.mjs');
    const { contentRevalidation, SITE_WIDE_TYPES } = await import('@site/shared/remotes');
    const listed = new Set([...SITE_WIDE_TYPES, ...Object.values(contentRevalidation).flatMap((types) => Object.keys(types))]);
    const documents = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(documents.length).toBeGreaterThan(10);
    expect(documents.filter((name) => !listed.has(name))).toEqual([]);
  });
});
