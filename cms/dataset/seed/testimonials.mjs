// @ts-check
/** Testimonials: three featured on Home, one active but not featured, one retired (inactive). */

/**
 * @param {string} id
 * @param {{ quote: string; name: string; role: string; company: string; order: number; isActive: boolean; isFeatured: boolean; _createdAt?: string }} fields
 */
const testimonial = (id, { _createdAt = '2026-02-02T09:00:00Z', ...fields }) => ({
  _id: `testimonial-${id}`,
  _type: 'testimonial',
  _createdAt,
  _updatedAt: '2026-02-02T09:00:00Z',
  ...fields,
});

export const testimonials = [
  testimonial('cmmi-level-3', {
    quote:
      'ComplianceCore took us from ad hoc delivery to a CMMI Maturity Level 3 rating in eleven months. The gap analysis was blunt, the process assets were lean, and our teams still use them two years on.',
    name: 'Priya Raman',
    role: 'Head of Delivery Excellence',
    company: 'Northwind Software Services',
    order: 1,
    isActive: true,
    isFeatured: true,
  }),
  testimonial('iso-27001', {
    quote:
      'We passed our ISO 27001 certification audit with zero major non-conformities. Their consultants wrote the risk register with us, not for us, so we understand every control we own.',
    name: 'Daniel Okafor',
    role: 'Chief Information Security Officer',
    company: 'Meridian Payments',
    order: 2,
    isActive: true,
    isFeatured: true,
  }),
  testimonial('lean-six-sigma', {
    quote:
      'The Lean Six Sigma programme paid for itself within a quarter: claim turnaround dropped from nine days to four, and our green belts now run improvement projects on their own.',
    name: 'Fatima Al-Harbi',
    role: 'Operations Director',
    company: 'Gulf Health Partners',
    order: 3,
    isActive: true,
    isFeatured: true,
  }),
  testimonial('it-support', {
    quote: 'Their IT support team answers critical tickets within the hour, every time, and the monthly service reports are the clearest we receive from any vendor.',
    name: 'Rahul Deshpande',
    role: 'IT Manager',
    company: 'Deccan Engineering Works',
    order: 4,
    isActive: true,
    isFeatured: false,
  }),
  testimonial('retired-scampi', {
    // Retired: it names an appraisal method that no longer exists.
    quote: 'Our SCAMPI A appraisal was the best prepared we have had, with no surprises on the final day.',
    name: 'Suresh Kulkarni',
    role: 'Quality Lead',
    company: 'Vantage Infotech',
    order: 5,
    isActive: false,
    isFeatured: true,
    _createdAt: '2024-05-10T09:00:00Z',
  }),
];
