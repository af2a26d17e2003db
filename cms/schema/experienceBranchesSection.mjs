// @ts-check
import { string, text } from './fields.mjs';

/** About page: branch locations (USA, Pune, Chennai, Hyderabad, Saudi Arabia). */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'experienceBranchesSection',
  title: 'About: experience and branches',
  type: 'document',
  fields: [
    string('title', 'Title'),
    text('subtitle', 'Subtitle'),
    {
      name: 'branches',
      title: 'Branches',
      type: 'array',
      of: [{ type: 'object', name: 'branch', fields: [string('name', 'Name'), text('address', 'Address')] }],
    },
  ],
};
