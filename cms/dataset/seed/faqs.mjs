// @ts-check
/** FAQ entries (four categories of three, plus one inactive). */

/** @type {Array<[category: string, question: string, answer: string]>} */
const ACTIVE = [
  ['Services', 'What services does ComplianceCore offer?', 'Advisory, audits, CMMI appraisals, training, IT support, process automation, project management and cyber security, covering CMMI, ISO, Lean Six Sigma, SOC 2, PCI DSS, HIPAA, HITRUST and GDPR.'],
  ['Services', 'Do you work with small organisations?', 'Yes. About a third of our clients have fewer than 50 employees. We scale the scope and documentation to the size of the team.'],
  ['Services', 'Which industries do you serve?', 'IT services and SaaS, banking and fintech, healthcare, manufacturing, education and the public sector, in India, North America and the Middle East.'],
  ['Pricing', 'How is an engagement priced?', 'Most engagements have a fixed price per phase, based on the number of people, projects and locations in scope. Appraisals and audits are priced per day of effort.'],
  ['Pricing', 'How quickly will I receive a quote?', 'Within 24 hours of receiving your quote request or completing a short scoping call.'],
  ['Pricing', 'What are your payment terms?', 'Payment is made in advance of each phase by card, PayPal or bank transfer. Cancellation before service delivery is refunded in full.'],
  ['Process', 'How long does a CMMI Level 3 programme take?', 'Typically nine to twelve months from gap analysis to benchmark appraisal, depending on your starting point and the number of projects in scope.'],
  ['Process', 'How long does an audit take?', 'Two to four weeks for a small organisation and eight to twelve weeks for a large, multi-site one.'],
  ['Process', 'Who performs the appraisal?', 'An independent certified lead appraiser who was not involved in your process implementation, to avoid any conflict of interest.'],
  ['Support', 'How fast do you respond to support requests?', 'Critical issues within one hour; general requests within four to eight business hours.'],
  ['Support', 'Do you provide support after certification?', 'Yes. Periodic surveillance audits, process coaching and refresher training keep your rating or certificate current.'],
  ['Support', 'How do I reach my consultant?', 'By phone, e-mail or WhatsApp. Every client has a named consultant and a backup contact.'],
];

export const faqs = [
  ...ACTIVE.map(([category, question, answer], index) => ({
    _id: `faq-${String(index + 1).padStart(2, '0')}`,
    _type: 'faq',
    _createdAt: '2026-01-15T08:00:00Z',
    _updatedAt: '2026-01-15T08:00:00Z',
    question,
    answer,
    category,
    order: index + 1,
    isActive: true,
  })),
  {
    _id: 'faq-retired-scampi',
    _type: 'faq',
    _createdAt: '2025-03-01T08:00:00Z',
    _updatedAt: '2026-01-15T08:00:00Z',
    question: 'Do you still run SCAMPI A appraisals?',
    answer: 'Retired question: SCAMPI has been replaced by the CMMI benchmark appraisal method.',
    order: 13,
    isActive: false,
  },
];
