// @ts-check
import { flag, image, portableText, questionAnswerList, required, seo, slug, string, text } from './fields.mjs';

export const BLOG_CATEGORIES = ['Compliance', 'Privacy', 'Security', 'Automation', 'Governance', 'Quality'];

/**
 * A blog article, with the fields the spec lists. Beyond them, this schema adds `contentHtml` (the
 * spec allows an HTML string body, sanitized before display), `faqs` (the questions behind
 * `seo.faqSchema`) and `isPublished` (blog content is filtered by it).
 * `tableOfContents` is stored as an array of {heading, anchor, level} items.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  fields: [
    string('title', 'Title', { validation: required }),
    slug(),
    text('excerpt', 'Excerpt', { validation: (rule) => rule.max(300) }),
    string('author', 'Author'),
    { name: 'publishedAt', title: 'Published at', type: 'datetime', validation: required },
    string('category', 'Category', { options: { list: BLOG_CATEGORIES } }),
    string('readTime', 'Read time', { description: "e.g. '6 min read'." }),
    image('featuredImage', 'Featured image'),
    portableText('content', 'Content'),
    text('contentHtml', 'Content (HTML)', {
      rows: 12,
      description: 'Legacy HTML body, used only when Content is empty. Sanitized before display.',
    }),
    {
      name: 'tableOfContents',
      title: 'Table of contents',
      type: 'array',
      description: 'One entry per h2 (level 0) and h3 (level 1); the anchor is the slugified heading.',
      of: [
        {
          type: 'object',
          name: 'tocItem',
          fields: [string('heading', 'Heading'), string('anchor', 'Anchor'), { name: 'level', title: 'Level', type: 'number', validation: (rule) => rule.integer().min(0).max(1) }],
        },
      ],
    },
    questionAnswerList('faqs', 'FAQs (for FAQ structured data)'),
    seo([string('imageAltText', 'Social image alt text')]),
    flag('isPublished', 'Published', true),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'category', media: 'featuredImage' } },
};
