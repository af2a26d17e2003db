import { renderPage, screen } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { faqEntries, searchFaqs } from '../components/faq/faqData';
import FaqPage from './FaqPage';

describe('FaqPage', () => {
  it('lists four categories of three questions', () => {
    renderPage(<FaqPage />);
    for (const category of ['Services', 'Pricing', 'Process', 'Support']) {
      expect(screen.getByRole('heading', { level: 2, name: category })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/get-quote');
  });

  it('filters live and counts the results', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
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
    renderPage(<FaqPage />);
    const [first] = faqEntries;
    const last = faqEntries[faqEntries.length - 1]!;
    await user.click(screen.getByRole('button', { name: first!.question }));
    await user.click(screen.getByRole('button', { name: last.question }));
    expect(screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual([last.question]);
    await user.click(screen.getByRole('button', { name: last.question }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
