import { fakeContent, renderPage, screen, waitFor, type FakeContent } from '@site/shared/test';
import HomePage from './HomePage';

// Answers arrive after the first render, as in the browser: the page shows its skeleton meanwhile.
let content: FakeContent;

describe('HomePage', () => {
  beforeEach(() => {
    content = fakeContent({ later: true });
  });

  it('fetches all sections in one query and renders them', async () => {
    content.respond({
      data: {
        hero: { subtitle: 'From the content service.' },
        whyChooseUs: { title: 'Why Us' },
        methodology: null,
        services: null,
        cta: { title: 'Let us talk' },
        testimonials: [{ _id: 't1', quote: 'They got us to Level 3.', name: 'Priya Raman', role: 'Head of Delivery', company: 'Northwind' }],
      },
    });
    renderPage(<HomePage />, { content });
    expect(await screen.findByText('From the content service.')).toBeInTheDocument();
    expect(content.calls).toHaveLength(1);
    const testimonials = screen.getByRole('region', { name: 'What our clients say' });
    expect(testimonials).toHaveTextContent('They got us to Level 3.');
    expect(testimonials).toHaveTextContent('Priya Raman');
    expect(screen.getByRole('heading', { level: 2, name: 'Why Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Proven Methodology' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What We Do' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Let us talk' })).toBeInTheDocument();
    // The head is written in an effect after the page paints, as in the browser: wait for it.
    await waitFor(() => expect(document.title).toContain('ComplianceCore Consulting'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/process-compliance consulting/);
  });

  it('renders every section from the defaults when the content service fails', async () => {
    content.respond({ error: 'connect ECONNREFUSED' });
    renderPage(<HomePage />, { content });
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Govern. Comply. Excel.'));
    expect(screen.getAllByTestId('feature-card')).toHaveLength(6);
    expect(screen.getAllByTestId('methodology-step')).toHaveLength(4);
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');
    // No built-in testimonials: without the service's, the section is not there.
    expect(screen.queryByRole('heading', { name: 'What our clients say' })).not.toBeInTheDocument();
  });

  it('leaves out "What our clients say" when no featured testimonial is active', async () => {
    content.respond({ data: { hero: { subtitle: 'From the content service.' }, testimonials: [] } });
    renderPage(<HomePage />, { content });
    expect(await screen.findByText('From the content service.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What our clients say' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What We Do' })).toBeInTheDocument();
  });
});
