// @ts-check
/**
 * Field builders shared by the document types. The objects follow Sanity's schema format, written as
 * plain data because the `sanity` package is not installed here; a Studio can import them as they are.
 */

/**
 * The part of Sanity's validation Rule these schemas use.
 * @typedef {object} SchemaRule
 * @property {() => SchemaRule} required
 * @property {(n: number) => SchemaRule} min
 * @property {(n: number) => SchemaRule} max
 * @property {() => SchemaRule} integer
 * @property {(options?: { allowRelative?: boolean; scheme?: string[] }) => SchemaRule} uri
 */

/**
 * One field or array member. Extra keys (options, styles, marks, preview, ...) pass through to Sanity.
 * @typedef {{
 *   name?: string;
 *   title?: string;
 *   type: string;
 *   description?: string;
 *   fields?: SchemaField[];
 *   of?: SchemaField[];
 *   validation?: (rule: SchemaRule) => SchemaRule | SchemaRule[];
 * } & Record<string, unknown>} SchemaField
 */

/**
 * A document type. Its name must be one of the query result types in shared/src/content/types.ts, so
 * tsc catches a schema and the site's types drifting apart.
 * @typedef {import('../../shared/src/content/types').ContentDocumentType} ContentDocumentType
 * @typedef {SchemaField & { name: ContentDocumentType; title: string; type: 'document'; fields: SchemaField[] }} SchemaDocument
 */

/** Icon names the site can render (lucide names). */
export const ICON_NAMES = ['Shield', 'Zap', 'Globe', 'GraduationCap', 'Award', 'CheckCircle', 'Clock', 'Users', 'TrendingUp'];

/** @param {SchemaRule} rule */
export const required = (rule) => rule.required();

/**
 * @param {string} name
 * @param {string} title
 * @param {Partial<SchemaField>} [extra]
 * @returns {SchemaField}
 */
export const string = (name, title, extra = {}) => ({ name, title, type: 'string', ...extra });

/**
 * @param {string} name
 * @param {string} title
 * @param {Partial<SchemaField>} [extra]
 * @returns {SchemaField}
 */
export const text = (name, title, extra = {}) => ({ name, title, type: 'text', rows: 3, ...extra });

/**
 * @param {string} name
 * @param {string} title
 * @returns {SchemaField}
 */
export const stringList = (name, title) => ({ name, title, type: 'array', of: [{ type: 'string' }] });

/**
 * A list of paragraphs, for sections whose copy is plain text rather than rich text.
 * @param {string} name
 * @param {string} title
 * @returns {SchemaField}
 */
export const paragraphList = (name, title) => ({ name, title, type: 'array', of: [{ type: 'text', rows: 4 }] });

/**
 * @param {string} name
 * @param {string} title
 * @returns {SchemaField}
 */
export const icon = (name = 'icon', title = 'Icon') => ({
  name,
  title,
  type: 'string',
  description: 'A lucide icon name; the site falls back to a default icon for unknown names.',
  options: { list: ICON_NAMES },
});

/**
 * An image with required alt text: every picture on the site needs a text alternative.
 * @param {string} name
 * @param {string} title
 * @param {SchemaField[]} [moreFields]
 * @returns {SchemaField}
 */
export const image = (name, title, moreFields = []) => ({ name, title, ...imageMember(moreFields) });

/**
 * The image type as an array member (no name), e.g. inline images in rich text.
 * @param {SchemaField[]} [moreFields]
 * @returns {SchemaField}
 */
export const imageMember = (moreFields = []) => ({
  type: 'image',
  options: { hotspot: true },
  fields: [string('alt', 'Alternative text', { validation: required }), ...moreFields],
});

/**
 * A text plus a link; `link` is an in-site path ('/contact') or an absolute URL.
 * @param {string} name
 * @param {string} title
 * @returns {SchemaField}
 */
export const linkButton = (name, title) => ({
  name,
  title,
  type: 'object',
  fields: [
    string('text', 'Text'),
    { name: 'link', title: 'Link', type: 'url', validation: (rule) => rule.uri({ allowRelative: true }) },
  ],
});

/**
 * Rich text: paragraphs, h2/h3/h4, quotes, bullet and numbered lists, links and inline images.
 * Headings h2 and h3 feed the article's table of contents.
 * @param {string} name
 * @param {string} title
 * @returns {SchemaField}
 */
export const portableText = (name, title) => ({
  name,
  title,
  type: 'array',
  of: [
    {
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
          { title: 'Code', value: 'code' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'URL',
                type: 'url',
                // Nested under `marks`, which has no declared type, so the parameter is annotated here.
                validation: /** @param {SchemaRule} rule */ (rule) =>
                  rule.uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
              },
            ],
          },
        ],
      },
    },
    { title: 'Image', ...imageMember([string('caption', 'Caption')]) },
  ],
});

/**
 * @param {string} name
 * @param {string} title
 * @returns {SchemaField}
 */
export const slug = (name = 'slug', title = 'Slug', source = 'title') => ({
  name,
  title,
  type: 'slug',
  options: { source, maxLength: 96 },
  validation: required,
});

/**
 * Question and answer pairs.
 * @param {string} name
 * @param {string} title
 * @returns {SchemaField}
 */
export const questionAnswerList = (name = 'faqs', title = 'FAQs') => ({
  name,
  title,
  type: 'array',
  of: [{ type: 'object', name: 'faqItem', fields: [string('question', 'Question'), text('answer', 'Answer')] }],
});

/**
 * Search-engine fields. `faqSchema` asks the page to emit FAQPage structured data.
 * @param {SchemaField[]} [moreFields]
 * @returns {SchemaField}
 */
export const seo = (moreFields = []) => ({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    string('metaTitle', 'Meta title', { validation: (rule) => rule.max(70) }),
    text('metaDescription', 'Meta description', { validation: (rule) => rule.max(170) }),
    { name: 'canonicalUrl', title: 'Canonical URL', type: 'url' },
    string('robotsTag', 'Robots tag', {
      initialValue: 'index, follow',
      options: { list: ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] },
    }),
    ...moreFields,
    { name: 'faqSchema', title: 'Emit FAQ structured data', type: 'boolean', initialValue: false },
  ],
});

/**
 * A switch with a default, e.g. isPublished.
 * @param {string} name
 * @param {string} title
 * @param {boolean} initialValue
 * @returns {SchemaField}
 */
export const flag = (name, title, initialValue) => ({ name, title, type: 'boolean', initialValue });

/**
 * Fields of the about page's narrative sections (whoWeAreSection, ourApproachSection): paragraphs of
 * plain text, then a titled list.
 * @returns {SchemaField[]}
 */
export const narrativeFields = () => [
  string('title', 'Title'),
  paragraphList('content', 'Paragraphs'),
  string('strategiesTitle', 'List title'),
  stringList('strategies', 'List items'),
];
