// @ts-check
import { image, portableText, questionAnswerList, required, seo, slug, string, stringList, text } from './fields.mjs';

/**
 * Content of a service page by slug. A document whose slug is a built-in service (advisory,
 * cyber-security, ...) replaces that service's static page; any other slug is served by the generic
 * page at /{slug}. The title is plain text here; the site also renders a rich-text title from older content.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  fields: [
    string('title', 'Title', { validation: required }),
    slug(),
    { name: 'heroSection', title: 'Hero', type: 'object', fields: [string('subtitle', 'Subtitle'), text('description', 'Description')] },
    image('heroImage', 'Hero image'),
    portableText('serviceOverview', 'Service overview'),
    {
      name: 'contentSections',
      title: 'Content sections',
      type: 'array',
      of: [{ type: 'object', name: 'contentSection', fields: [string('title', 'Title'), portableText('content', 'Content'), image('image', 'Image')] }],
    },
    stringList('keyComponents', 'Key components'),
    questionAnswerList('faqs', 'FAQs'),
    string('ctaTitle', 'Call to action title'),
    text('ctaDescription', 'Call to action description'),
    seo(),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'heroImage' } },
};
