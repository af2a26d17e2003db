// @ts-check
/** Free-standing pages: two published, one unpublished (it must never be returned by the site's queries). */
import { SITE_URL } from './blogPost.mjs';
import { bullets, h2, h3, p, toPortableText } from './portableText.mjs';

/**
 * @param {{ slug: string; title: string; isPublished: boolean; updatedAt: string; metaDescription: string;
 *   body: Array<import('./portableText.mjs').BlockSpec | import('./portableText.mjs').BlockSpec[]> }} page
 */
function page({ slug, title, isPublished, updatedAt, metaDescription, body }) {
  const _id = `page-${slug}`;
  return {
    _id,
    _type: 'page',
    _createdAt: '2026-01-20T10:00:00Z',
    _updatedAt: updatedAt,
    title,
    slug: { _type: 'slug', current: slug },
    isPublished,
    body: toPortableText(`${_id}.body`, body),
    seo: { metaTitle: title, metaDescription, canonicalUrl: `${SITE_URL}/${slug}`, robotsTag: isPublished ? 'index, follow' : 'noindex, nofollow', faqSchema: false },
  };
}

export const pages = [
  page({
    slug: 'about-our-standards',
    title: 'About Our Standards',
    isPublished: true,
    updatedAt: '2026-02-02T12:00:00Z',
    metaDescription: 'The standards and models ComplianceCore Consulting works with, and how we keep our advice independent.',
    body: [
      p('We advise on, audit against and train people in the frameworks our clients’ customers and regulators ask about most.'),
      h2('Process Maturity'),
      bullets(['CMMI V3.0 Development, Services and Acquisition views', 'CMMI Safety, Security and Data Management extensions', 'Lean Six Sigma']),
      h2('Management System Standards'),
      bullets(['ISO 9001 quality management', 'ISO/IEC 27001 and 27701 information security and privacy', 'ISO/IEC 20000-1 IT service management', 'ISO/IEC 42001 AI management']),
      h2('Independence'),
      h3('Advisory and Appraisal Are Separate'),
      p('No consultant appraises or audits work they helped to define. Our independence board reviews every assignment before it starts. Questions? [Contact us](/contact).'),
    ],
  }),
  page({
    slug: 'code-of-ethics',
    title: 'Code of Ethics',
    isPublished: true,
    updatedAt: '2026-02-09T12:00:00Z',
    metaDescription: 'The ethical commitments every ComplianceCore consultant signs.',
    body: [
      p('Every consultant at ComplianceCore signs this code when they join and renews it each year.'),
      h2('Our Commitments'),
      bullets([
        'Report findings truthfully, whatever the commercial consequence',
        'Protect client information and never reuse it for another client',
        'Declare any conflict of interest before accepting an assignment',
        'Never offer or accept gifts that could influence a rating',
      ]),
      h2('Raising a Concern'),
      p('Clients and staff can raise concerns in confidence with the managing director at advisory@compliancecore.example.'),
    ],
  }),
  page({
    slug: 'careers-2027-graduate-programme',
    title: 'Graduate Programme 2027 (Coming Soon)',
    isPublished: false,
    updatedAt: '2026-06-11T12:00:00Z',
    metaDescription: 'Unpublished: details of the 2027 graduate programme.',
    body: [p('This page is being prepared by HR and is not published yet.')],
  }),
];
