// @ts-check
import { flag, required, string, text } from './fields.mjs';

/**
 * One question of the FAQ page. Only active entries are shown, ordered by `order` ascending. The spec
 * shows only isActive and order; question, answer and category (Services, Pricing, Process, Support,
 * the FAQ page's groups) are this schema's choice.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  fields: [
    string('question', 'Question', { validation: required }),
    text('answer', 'Answer', { rows: 5 }),
    string('category', 'Category', { options: { list: ['Services', 'Pricing', 'Process', 'Support'] } }),
    { name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.integer().min(0) },
    flag('isActive', 'Active', true),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'question', subtitle: 'category' } },
};
