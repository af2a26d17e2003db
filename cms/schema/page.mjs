// @ts-check
import { flag, portableText, required, seo, slug, string } from './fields.mjs';

/**
 * A free-standing content page. The spec shows slug and isPublished only ("other fields not shown"):
 * title, body and seo are this schema's choice.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [string('title', 'Title', { validation: required }), slug(), flag('isPublished', 'Published', false), portableText('body', 'Body'), seo()],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
};
