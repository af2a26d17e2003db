// @ts-check
import { narrativeFields } from './fields.mjs';

/** About page: our approach. Same shape as whoWeAreSection, as the spec says. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'ourApproachSection',
  title: 'About: our approach',
  type: 'document',
  fields: narrativeFields(),
};
