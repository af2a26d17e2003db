// @ts-check
import { string, text } from './fields.mjs';

/** About page: partners and clients statistics. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'partnersClientsSection',
  title: 'About: partners and clients',
  type: 'document',
  fields: [
    {
      name: 'stats',
      title: 'Statistics',
      type: 'array',
      of: [{ type: 'object', name: 'stat', fields: [string('label', 'Label'), string('value', 'Value', { description: "Display value, e.g. '200+'." })] }],
    },
    text('description', 'Description'),
  ],
};
