// @ts-check
import { narrativeFields } from './fields.mjs';

/** About page: who we are, with the growth strategy list. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'whoWeAreSection',
  title: 'About: who we are',
  type: 'document',
  fields: narrativeFields(),
};
