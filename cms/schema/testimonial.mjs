// @ts-check
import { flag, required, string, text } from './fields.mjs';

/**
 * A client's words about working with the firm. Only active entries reach visitors; Home shows the
 * featured ones in `order`. The spec shows only isActive and isFeatured; quote, name, role, company
 * and order are this schema's choice (what a testimonial needs to be credible: who said it, where).
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    text('quote', 'Quote', { rows: 4, validation: (rule) => [rule.required(), rule.max(400)] }),
    string('name', 'Name', { validation: required }),
    string('role', 'Role', { description: "The person's job title, e.g. Head of Quality." }),
    string('company', 'Company'),
    { name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.integer().min(0) },
    flag('isActive', 'Active', true),
    flag('isFeatured', 'Featured on Home', false),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'company' } },
};
