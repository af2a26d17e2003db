// @vitest-environment node
// @ts-check
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from './index.mjs';

/**
 * The document types of the product spec (both documents, section 3) that the site reads. The spec
 * also lists marketSegmentsSection and page, with their fields "not shown" and no page of the site
 * showing them: the schema leaves them out until a page reads one.
 */
const SPEC_TYPES = [
  'heroSection',
  'servicesSection',
  'whyChooseUs',
  'methodologySection',
  'ctaSection',
  'whoWeAreSection',
  'ourApproachSection',
  'visionMissionSection',
  'journeyTimelineSection',
  'experienceBranchesSection',
  'partnersClientsSection',
  'coreTeamSection',
  'blogPost',
  'faq',
  'testimonial',
  'siteSettings',
  'navigationMenu',
  'contactInfo',
  'servicePage',
];

const dataset = async () =>
  (await readFile(new URL('../dataset/production.ndjson', import.meta.url), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => /** @type {Record<string, unknown> & { _id: string; _type: string }} */ (JSON.parse(line)));

describe('schema', () => {
  it('declares exactly the 19 document types of the spec the site reads', () => {
    expect(schemaTypes.map((type) => type.name).sort()).toEqual([...SPEC_TYPES].sort());
    for (const type of schemaTypes) {
      expect(type.type).toBe('document');
      expect(type.title).toBeTruthy();
      const names = type.fields.map((field) => field.name);
      expect(new Set(names).size, `${type.name} has duplicate fields`).toBe(names.length);
    }
  });

  it('covers every document of the seed dataset, field by field', async () => {
    const names = new Set(schemaTypes.map((type) => /** @type {string} */ (type.name)));
    for (const doc of await dataset()) {
      if (doc._type === 'sanity.imageAsset') continue;
      expect(names.has(doc._type), `${doc._id} has unknown type ${doc._type}`).toBe(true);
      const type = schemaTypes.find((t) => t.name === doc._type);
      const fields = new Set(type?.fields.map((field) => field.name));
      for (const key of Object.keys(doc).filter((k) => !k.startsWith('_'))) {
        expect(fields.has(key), `${doc._id}.${key} is not in the ${doc._type} schema`).toBe(true);
      }
    }
  });

  it('has seed content for every document type', async () => {
    const types = new Set((await dataset()).map((doc) => doc._type));
    for (const name of SPEC_TYPES) expect(types.has(name), name).toBe(true);
  });
});
