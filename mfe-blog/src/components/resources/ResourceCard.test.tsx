import { renderPage, screen, within } from '@site/shared/test';
import { describe, expect, it, vi } from 'vitest';
import ResourcesPage from '../../pages/ResourcesPage';

vi.mock('@site/shared/forms', () => ({ sendToRelay: vi.fn() }));

describe('ResourcesPage', () => {
  it('has four cards, each with four item links and View All', () => {
    renderPage(<ResourcesPage />);
    const cards = screen.getAllByTestId('resource-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Blog', 'FAQs', 'Policies', 'Terms & Conditions']);
    const paths = ['/blog', '/faq', '/policies', '/terms'];
    cards.forEach((card, index) => {
      const items = within(card).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      for (const item of items) {
        const href = within(item).getByRole('link').getAttribute('href')!;
        expect(href.startsWith(`${paths[index]}/`)).toBe(true);
        expect(href.slice(paths[index].length + 1)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      expect(within(card).getByRole('link', { name: /View All/ })).toHaveAttribute('href', paths[index]);
    });
    expect(within(cards[2]).getByRole('link', { name: 'Refund & Cancellation' })).toHaveAttribute('href', '/policies/refund-and-cancellation');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
