// @ts-check
/**
 * FAQ entries: the services remote's built-in FAQ page (four categories of three, in
 * mfe-services/src/content/defaults/service-defaults.json), plus one inactive.
 */
import { remoteCopy } from './remoteCopy.mjs';

/** @type {{ faqPage: Array<{ category: string; questions: Array<{ question: string; answer: string }> }> }} */
const serviceDefaults = remoteCopy('mfe-services', 'defaults/service-defaults.json');

/** @type {Array<[category: string, question: string, answer: string]>} */
const ACTIVE = serviceDefaults.faqPage.flatMap(({ category, questions }) =>
  questions.map(({ question, answer }) => /** @type {[string, string, string]} */ ([category, question, answer])),
);

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
