import { fakeContent, renderPage, screen, within, type FakeContent } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { faqEntries, searchFaqs } from '../components/faq/faqData';
import FaqPage from './FaqPage';

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
    expect(within(pricing).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'How is an engagement priced?',
      'What are your payment terms?',
    ]);
    expect(screen.queryByRole('button', { name: faqEntries[0]!.question })).not.toBeInTheDocument();
  });

  it('falls back to the built-in questions when the service has none or fails', () => {
    content.respond({ data: [] });
    const { unmount } = renderPage(<FaqPage />, { content });
    expect(screen.getByRole('button', { name: faqEntries[0]!.question })).toBeInTheDocument();
    unmount();
    content.respond({ error: 'Network error' });
    renderPage(<FaqPage />, { content });
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(12);
  });
});

describe('FaqPage with the built-in questions', () => {
  it('lists four categories of three questions', () => {
    renderPage(<FaqPage />, { content });
    for (const category of ['Services', 'Pricing', 'Process', 'Support']) {
      expect(screen.getByRole('heading', { level: 2, name: category })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(12);
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
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(expected);

    await user.clear(screen.getByPlaceholderText('Search FAQs...'));
    await user.type(screen.getByPlaceholderText('Search FAQs...'), 'zzqx nonsense');
    expect(screen.getByText('No FAQs found matching your search.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search Results (0)' })).toBeInTheDocument();
  });

  it('keeps one question open across categories', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { content });
    const [first] = faqEntries;
    const last = faqEntries[faqEntries.length - 1]!;
    await user.click(screen.getByRole('button', { name: first!.question }));
    await user.click(screen.getByRole('button', { name: last.question }));
    expect(screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual([last.question]);
    await user.click(screen.getByRole('button', { name: last.question }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
