// @ts-check
import { flag, image, string, text } from './fields.mjs';

/**
 * A client quote. The spec names only isActive and isFeatured ("fields not shown" otherwise):
 * name, role, company, quote, rating and picture are this schema's choice.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    string('name', 'Name'),
    string('role', 'Role'),
    string('company', 'Company'),
    text('quote', 'Quote', { rows: 4 }),
    { name: 'rating', title: 'Rating', type: 'number', validation: (rule) => rule.integer().min(1).max(5) },
    image('picture', 'Picture'),
    flag('isActive', 'Active', true),
    flag('isFeatured', 'Featured', false),
  ],
  preview: { select: { title: 'name', subtitle: 'company' } },
};
