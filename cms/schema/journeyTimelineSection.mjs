// @ts-check
import { string, stringList, text } from './fields.mjs';

/**
 * About page: the 2022 to 2026 timeline and the global expansion highlights. The spec marks this
 * type's fields "not shown": milestones {year, title, description}, expansionTitle and
 * expansionHighlights are this schema's choice. The year is a string so an entry can read '2026+'.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'journeyTimelineSection',
  title: 'About: journey timeline',
  type: 'document',
  fields: [
    string('title', 'Title'),
    text('subtitle', 'Subtitle'),
    {
      name: 'milestones',
      title: 'Milestones',
      type: 'array',
      of: [{ type: 'object', name: 'milestone', fields: [string('year', 'Year'), string('title', 'Title'), text('description', 'Description')] }],
    },
    string('expansionTitle', 'Expansion title'),
    stringList('expansionHighlights', 'Expansion highlights'),
  ],
};
