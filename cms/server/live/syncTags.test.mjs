// @vitest-environment node
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { parseNdjson, publishedView } from '../dataset.mjs';
import { documentTag, eventTags, querySyncTags, typeTag } from './syncTags.mjs';

const documents = publishedView(parseNdjson(readFileSync(new URL('../../dataset/production.ndjson', import.meta.url), 'utf8')), { publicUrl: 'http://cms', projectId: 'local', dataset: 'production' });
const visiblePost = '_type == "blogPost" && isPublished == true && !(_id in path("drafts.**"))';

/** The tags the content service answers a query with. @param {string} query @param {Record<string, unknown>} [params] */
async function tagsOf(query, params = {}) {
  const tree = parse(query, { params });
  const result = await (await evaluate(tree, { dataset: documents, params })).get();
  return querySyncTags({ tree, params, documents, result });
}

describe('sync tags', () => {
  it('an article read by its slug is tagged with itself and what it references, not with its type or another article', async () => {
    const tags = await tagsOf(`*[${visiblePost} && (slug.current == $slug || _id == $slug)][0]{ title, author, featuredImage{ asset->{url} } }`, { slug: 'incident-response-tabletop-exercises' });
    expect(tags).toContain(documentTag('post-incident-response-tabletop-exercises'));
    expect(tags).not.toContain(documentTag('post-zero-trust-mid-sized-firms'));
    expect(tags).not.toContain(typeTag('blogPost'));
    const article = documents.find((doc) => doc._id === 'post-incident-response-tabletop-exercises');
    const asset = /** @type {any} */ (article)?.featuredImage?.asset?._ref;
    if (asset) expect(tags).toContain(documentTag(asset));
  });

  it('a slug nobody has yet is tagged with the type, so the article published under it is seen', async () => {
    expect(await tagsOf(`*[${visiblePost} && slug.current == $slug][0]{ title }`, { slug: 'not-written-yet' })).toEqual([typeTag('blogPost')]);
  });

  it('a list is tagged with its type (and the documents it shows), never with another type', async () => {
    const faqs = await tagsOf('*[_type == "faq"] | order(order asc) { _id, question }');
    expect(faqs).toContain(typeTag('faq'));
    expect(faqs).not.toContain(typeTag('blogPost'));
    expect(await tagsOf('*[_type in ["faq", "blogPost"]][0...2]{ question }')).toEqual(expect.arrayContaining([typeTag('faq'), typeTag('blogPost')]));
  });

  it('a filter naming no type is tagged with every type, never with one tag for the whole dataset', async () => {
    const tags = await tagsOf('count(*[defined(title)])');
    const types = new Set(documents.map((doc) => doc._type));
    expect(tags.sort()).toEqual([...types].map(typeTag).sort());
  });

  it('a change is named by its document, drafts included, and its type before and after', () => {
    const tags = eventTags([{ id: 'drafts.post-a', before: { _type: 'blogPost' }, after: { _type: 'blogPost' } }, { id: 'faq-1', after: { _type: 'faq' } }]);
    expect(tags.sort()).toEqual([documentTag('post-a'), typeTag('blogPost'), documentTag('faq-1'), typeTag('faq')].sort());
    expect(documentTag('drafts.post-a')).toBe(documentTag('post-a'));
    expect(documentTag('post-a')).toMatch(/^s1:[\w-]{12}$/);
  });
});
