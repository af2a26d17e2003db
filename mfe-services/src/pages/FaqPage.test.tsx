import { fakeContent, renderPage, screen, type FakeContent } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { faqEntriesFrom, searchFaqs } from '../components/faq/faqData';
import { serviceDefaults } from '../content/defaults';
import FaqPage from './FaqPage';

/** The built-in questions. */
const faqEntries = faqEntriesFrom(serviceDefaults.faqPage);

/** The questions (each the summary of a `<details>`) under `root`, as text. */
const questionsIn = (root: ParentNode = document) => Array.from(root.querySelectorAll('details > summary'), (summary) => summary.textContent);
/** The `<details>` a question opens. */
const details = (question: string) => screen.getByText(question, { selector: 'summary > span' }).closest('details')!;

let content: FakeContent;

beforeEach(() => {
  content = fakeContent();
});

describe('FaqPage with the content service', () => {
  const documents = [
    { _id: 'a', question: 'How is an engagement priced?', answer: 'Per phase.', category: 'Pricing', order: 1 },
    { _id: 'b', question: 'Do you work with start-ups?', answer: 'Yes.', category: 'Services', order: 2 },
    { _id: 'c', question: 'What are your payment terms?', answer: 'In advance.', category: 'Pricing', order: 3 },
  ];

  it('asks for active FAQs ordered by order', () => {
    renderPage(<FaqPage />, { content });
    const [groq] = content.calls[0]!;
    expect(groq).toMatch(/_type == "faq" && isActive == true\]\s*\|\s*order\(order asc\)/);
  });

  it('shows the documents grouped by category, in order within each group', () => {
    content.respond({ data: documents });
    renderPage(<FaqPage />, { content });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Services', 'Pricing']);
    expect(headings).not.toContain('Process');
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(questionsIn(pricing)).toEqual([
      'How is an engagement priced?',
      'What are your payment terms?',
    ]);
    expect(questionsIn()).not.toContain(faqEntries[0]!.question);
  });

  it('falls back to the built-in questions when the service has none or fails', () => {
    content.respond({ data: [] });
    const { unmount } = renderPage(<FaqPage />, { content });
    expect(questionsIn()).toContain(faqEntries[0]!.question);
    unmount();
    content.respond({ error: 'Network error' });
    renderPage(<FaqPage />, { content });
    expect(questionsIn()).toHaveLength(12);
  });
});

describe('FaqPage with the built-in questions', () => {
  it('lists four categories of three questions', () => {
    renderPage(<FaqPage />, { content });
    for (const category of ['Services', 'Pricing', 'Process', 'Support']) {
      expect(screen.getByRole('heading', { level: 2, name: category })).toBeInTheDocument();
    }
    expect(questionsIn()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/get-quote');
  });

  it('filters live and counts the results', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { content });
    await user.type(screen.getByPlaceholderText('Search FAQs...'), 'PRICING');
    const expected = searchFaqs(faqEntries, 'pricing').length;
    expect(expected).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('heading', { name: `Search Results (${expected})` })).toBeInTheDocument();
    expect(questionsIn()).toHaveLength(expected);

    await user.clear(screen.getByPlaceholderText('Search FAQs...'));
    await user.type(screen.getByPlaceholderText('Search FAQs...'), 'zzqx nonsense');
    expect(screen.getByText('No FAQs found matching your search.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search Results (0)' })).toBeInTheDocument();
  });

  it('keeps one question open across categories: every question is in the one named group, all closed', () => {
    // The browser keeps a named group exclusive (jsdom does not; e2e covers the clicks).
    renderPage(<FaqPage />, { content });
    const [first] = faqEntries;
    const last = faqEntries[faqEntries.length - 1]!;
    expect(details(first!.question)).toHaveAttribute('name', 'faq');
    expect(details(last.question)).toHaveAttribute('name', 'faq');
    const all = Array.from(document.querySelectorAll('details'));
    expect(new Set(all.map((element) => element.getAttribute('name')))).toEqual(new Set(['faq']));
    expect(all.filter((element) => element.open)).toHaveLength(0);
  });
});
