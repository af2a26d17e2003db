// @ts-check
import { icon, string, stringList, text } from './fields.mjs';

/** Home page service cards (three), followed by a Learn More link to /services. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'servicesSection',
  title: 'Home: services',
  type: 'document',
  fields: [
    string('title', 'Title'),
    text('subtitle', 'Subtitle'),
    {
      name: 'services',
      title: 'Services',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'serviceCard',
          fields: [string('title', 'Title'), text('description', 'Description'), icon(), stringList('features', 'Features')],
        },
      ],
    },
  ],
};
