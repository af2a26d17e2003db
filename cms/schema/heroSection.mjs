// @ts-check
import { linkButton, text } from './fields.mjs';

/** Home page hero. The three headline words and the four animated labels are built into the page. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'heroSection',
  title: 'Home: hero',
  type: 'document',
  fields: [
    text('subtitle', 'Subtitle'),
    linkButton('primaryCta', 'Primary call to action'),
    linkButton('secondaryCta', 'Secondary call to action'),
  ],
};
