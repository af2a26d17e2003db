import { serviceDefaults } from '../../content/defaults';
import { faqEntriesFrom, faqGroupsFromDocuments, faqPageContent, UNCATEGORISED } from './faqData';

const builtIn = () => serviceDefaults.faqPage;
const noBuiltIn = () => {
  throw new Error('the built-in questions were asked for');
};

describe('FAQ documents', () => {
  it('groups by category, known categories first, keeping the service order inside each group', () => {
    const groups = faqGroupsFromDocuments([
      { _id: '1', question: 'Q support', answer: 'A', category: 'Support', order: 1 },
      { _id: '2', question: 'Q other', answer: 'A', category: 'Compliance', order: 2 },
      { _id: '3', question: 'Q services', answer: 'A', category: 'Services', order: 3 },
      { _id: '4', question: 'Q support 2', answer: 'A', category: 'Support', order: 4 },
      { _id: '5', question: 'Q loose', answer: 'A', category: null, order: 5 },
    ]);
    expect(groups.map((group) => group.category)).toEqual(['Services', 'Support', 'Compliance', UNCATEGORISED]);
    expect(groups[1]!.questions.map((item) => item.question)).toEqual(['Q support', 'Q support 2']);
  });

  it('leaves out documents without a question or an answer', () => {
    expect(faqGroupsFromDocuments([{ _id: '1', question: '  ', answer: 'A', category: 'Services' }, { _id: '2', question: 'Q', answer: null, category: 'Services' }])).toEqual([]);
  });

  it('ids are category index × 100 + question index, as for the built-in list', () => {
    const { entries } = faqPageContent(
      [
        { _id: '1', question: 'P', answer: 'A', category: 'Pricing' },
        { _id: '2', question: 'S', answer: 'A', category: 'Services' },
      ],
      noBuiltIn,
    );
    expect(entries.map((entry) => [entry.category, entry.id])).toEqual([['Services', 0], ['Pricing', 100]]);
  });

  it('uses the built-in questions when the service failed or has none', () => {
    const faqEntries = faqEntriesFrom(serviceDefaults.faqPage);
    expect(faqPageContent(null, builtIn).entries).toEqual(faqEntries);
    expect(faqPageContent([], builtIn).entries).toEqual(faqEntries);
  });
});
