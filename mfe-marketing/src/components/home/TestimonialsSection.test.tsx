import { renderPage, screen, within } from '@site/shared/test';
import { describe, expect, it } from 'vitest';
import { TestimonialsSection } from './TestimonialsSection';

const quotes = [
  { _id: 't1', quote: 'Level 3 in eleven months.', name: 'Priya Raman', role: 'Head of Delivery', company: 'Northwind' },
  { _id: 't2', quote: 'Zero major non-conformities.', name: 'Daniel Okafor', company: 'Meridian Payments' },
];

describe('TestimonialsSection', () => {
  it('shows "What our clients say" with each quote and who said it', () => {
    renderPage(<TestimonialsSection testimonials={quotes} />);
    const section = screen.getByRole('region', { name: 'What our clients say' });
    const cards = within(section).getAllByTestId('testimonial');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Level 3 in eleven months.').closest('blockquote')).not.toBeNull();
    expect(within(cards[0]).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Head of Delivery, Northwind')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Meridian Payments')).toBeInTheDocument();
  });

  it('is not there at all when there is no testimonial to show', () => {
    const { container } = renderPage(<TestimonialsSection testimonials={[]} />);
    expect(screen.queryByRole('heading', { name: 'What our clients say' })).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });

  it('leaves out an entry without words or without a name', () => {
    renderPage(<TestimonialsSection testimonials={[...quotes, { _id: 't3', quote: '  ', name: 'Nobody' }, { _id: 't4', quote: 'Anonymous praise.' }]} />);
    expect(screen.getAllByTestId('testimonial')).toHaveLength(2);
    expect(screen.queryByText('Anonymous praise.')).not.toBeInTheDocument();
  });
});
