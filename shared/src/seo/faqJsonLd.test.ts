import { describe, expect, it } from 'vitest';
import { faqJsonLd } from './faqJsonLd';

describe('faqJsonLd', () => {
  it('marks up answered questions as a schema.org FAQPage', () => {
    expect(faqJsonLd([{ question: 'How long does an audit take?', answer: '2 to 4 weeks.' }, { question: 'Unanswered?' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How long does an audit take?', acceptedAnswer: { '@type': 'Answer', text: '2 to 4 weeks.' } }],
    });
  });

  it('gives nothing when there is nothing to mark up', () => {
    expect(faqJsonLd(undefined)).toBeUndefined();
    expect(faqJsonLd([{ question: 'Only a question' }])).toBeUndefined();
  });
});
