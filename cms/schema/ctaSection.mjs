// @ts-check
import { linkButton, string, text } from './fields.mjs';

/** The closing call to action (Schedule Call, Get Quote). */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'ctaSection',
  title: 'Call to action',
  type: 'document',
  fields: [
    string('title', 'Title'),
    text('subtitle', 'Subtitle'),
    linkButton('primaryButton', 'Primary button'),
    linkButton('secondaryButton', 'Secondary button'),
  ],
};
