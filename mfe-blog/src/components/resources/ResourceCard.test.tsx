import { fakeContent, renderPage, screen, within, type FakeContent } from '@site/shared/test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ResourcesPage from '../../pages/ResourcesPage';

vi.mock('@site/shared/forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('@site/shared/forms')>()), sendToRelay: vi.fn() }));

let content: FakeContent;

beforeEach(() => {
  content = fakeContent().respond({ error: 'Network error' });
});

describe('ResourcesPage', () => {
  it('lists the four newest published articles in the Blog card, as the blog list links them', () => {
    content.respond({ data: [
      { _id: 'p1', title: 'Newest post', slug: 'newest-post' },
      { _id: 'p2', title: 'Second post', slug: 'second-post' },
      { _id: 'p3', title: 'Third post', slug: 'third-post' },
      { _id: 'p4', title: 'Fourth post', slug: null },
    ] });
    renderPage(<ResourcesPage />, { content });
    const [groq] = content.calls[0]!;
    expect(groq).toMatch(/isPublished == true.*order\(publishedAt desc\)\[0\.\.\.4\]/s);
    const blog = screen.getAllByTestId('resource-card')[0]!;
    const links = within(blog).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Newest post', '/blog/newest-post'],
      ['Second post', '/blog/second-post'],
      ['Third post', '/blog/third-post'],
      ['Fourth post', '/blog/p4'],
    ]);
  });

  it('has four cards, each with four item links and View All (built-in posts when the service fails)', () => {
    renderPage(<ResourcesPage />, { content });
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
