// @ts-check
import { icon, required, string, text } from './fields.mjs';

/**
 * The Services dropdown: categories, then each category's services. A service's slug is a plain string
 * naming the route (/advisory), not a slug field: it points at a page, it is not generated from a title.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'navigationMenu',
  title: 'Navigation menu',
  type: 'document',
  fields: [
    {
      name: 'serviceCategories',
      title: 'Service categories',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'serviceCategory',
          fields: [
            string('id', 'Id', { validation: required, description: "Stable id, e.g. 'governance'." }),
            string('title', 'Title'),
            icon(),
            text('description', 'Description'),
            {
              name: 'services',
              title: 'Services',
              type: 'array',
              of: [{ type: 'object', name: 'navigationService', fields: [string('name', 'Name'), string('slug', 'Route slug', { validation: required })] }],
            },
          ],
        },
      ],
    },
  ],
};
