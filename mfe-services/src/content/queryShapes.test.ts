// @vitest-environment node
import type { EditorImage, ImageRef, QuestionAnswer, Seo, ServiceContentSection, ServiceHero, ServicePage } from '@site/shared/content';
import { AGREE, fieldsOf, runOnSeed, typeMismatches } from '@site/shared/test/queryShape';
import { describe, expect, it } from 'vitest';
import { faqsQuery, servicePageQuery, type FaqDocument } from './queries';

const image = fieldsOf<ImageRef>()(['asset', 'alt']);
const servicePage = fieldsOf<ServicePage>()(
  [
    'title', 'slug', 'serviceOverview', 'heroImage', 'heroSection', 'contentSections', 'keyComponents', 'faqs',
    'ctaTitle', 'ctaDescription', 'seo',
  ],
  {
    heroImage: fieldsOf<EditorImage>()(['asset', 'alt', 'crop', 'hotspot']),
    heroSection: fieldsOf<ServiceHero>()(['subtitle', 'description']),
    contentSections: fieldsOf<ServiceContentSection>()(['title', 'content', 'image'], { image }),
    faqs: fieldsOf<QuestionAnswer>()(['question', 'answer']),
    seo: fieldsOf<Seo>()(['metaTitle', 'metaDescription', 'canonicalUrl', 'robotsTag', 'faqSchema']),
  },
);

const faq = fieldsOf<FaqDocument>()(['question', 'answer', 'category', 'order']);

describe('services queries match their types (run over the seed dataset)', () => {
  it('servicePageQuery returns the fields of ServicePage, all of them', async () => {
    const results = await Promise.all(
      ['advisory', 'cyber-security', 'iso-42001-readiness'].map((slug) => runOnSeed(servicePageQuery, { slug })),
    );
    expect(typeMismatches(results, servicePage)).toEqual(AGREE);
  });

  it('faqsQuery returns the fields of FaqDocument, all of them', async () => {
    expect(typeMismatches([await runOnSeed(faqsQuery)], faq)).toEqual(AGREE);
  });
});
