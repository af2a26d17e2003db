import { faqEntries, faqEntriesFrom, searchFaqs } from './faqData';

describe('FAQ page data', () => {
  it('numbers questions as category index × 100 + question index', () => {
    expect(faqEntries.map((entry) => entry.id)).toEqual([0, 1, 2, 100, 101, 102, 200, 201, 202, 300, 301, 302]);
    const ids = faqEntriesFrom([
      { category: 'A', questions: [{ question: 'q', answer: 'a' }] },
      { category: 'B', questions: [{ question: 'q', answer: 'a' }, { question: 'q2', answer: 'a2' }] },
    ]).map((entry) => entry.id);
    expect(ids).toEqual([0, 100, 101]);
  });

  const entries = [
    { id: 0, question: 'Which standards?', answer: 'CMMI and ISO 9001.', category: 'Services' },
    { id: 100, question: 'How is it billed?', answer: 'Fixed fees.', category: 'Pricing' },
    { id: 200, question: 'First step?', answer: 'A free consultation about pricing options.', category: 'Process' },
  ];

  it('searches question, answer and category text, case-insensitively', () => {
    expect(searchFaqs(entries, 'STANDARDS').map((entry) => entry.id)).toEqual([0]);
    expect(searchFaqs(entries, 'iso 9001').map((entry) => entry.id)).toEqual([0]);
    expect(searchFaqs(entries, 'pricing').map((entry) => entry.id)).toEqual([100, 200]);
    expect(searchFaqs(entries, 'xyzzy')).toEqual([]);
  });

  it('returns everything for an empty or blank query', () => {
    expect(searchFaqs(entries, '')).toHaveLength(3);
    expect(searchFaqs(entries, '   ')).toHaveLength(3);
  });
});
