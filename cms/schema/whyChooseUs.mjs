// @ts-check
import { icon, string, text } from './fields.mjs';

/** Feature cards: six on the home page, the first five on the about page. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'whyChooseUs',
  title: 'Why choose us',
  type: 'document',
  fields: [
    string('title', 'Title'),
    text('subtitle', 'Subtitle'),
    {
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'featureCard',
          fields: [icon(), string('title', 'Title'), text('description', 'Description'), string('stat', 'Stat', { description: "A short claim, e.g. '22+ years'." })],
        },
      ],
    },
  ],
};
