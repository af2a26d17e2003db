// @ts-check
import { icon, string, text } from './fields.mjs';

/**
 * Industries the firm serves. The spec marks this type's fields "not shown": title, subtitle and
 * segments {name, description, icon} are this schema's choice, in the shape of the other card sections.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'marketSegmentsSection',
  title: 'Market segments',
  type: 'document',
  fields: [
    string('title', 'Title'),
    text('subtitle', 'Subtitle'),
    {
      name: 'segments',
      title: 'Segments',
      type: 'array',
      of: [{ type: 'object', name: 'segment', fields: [string('name', 'Name'), text('description', 'Description'), icon()] }],
    },
  ],
};
