// @ts-check
import { string, text } from './fields.mjs';

/** Home page methodology: Assess, Plan, Implement, Certify & Audit. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'methodologySection',
  title: 'Home: methodology',
  type: 'document',
  fields: [
    string('title', 'Title'),
    text('subtitle', 'Subtitle'),
    {
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'methodologyStep',
          fields: [string('step', 'Step number', { description: "Display number, e.g. '01'." }), string('title', 'Title'), text('description', 'Description')],
        },
      ],
    },
  ],
};
