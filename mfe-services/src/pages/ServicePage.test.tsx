import { fakeContent, renderPage, screen, within, type FakeAnswer, type FakeContent } from '@site/shared/test';
import { vi } from 'vitest';
import ServicePage from './ServicePage';

let content: FakeContent;

/** Renders the page at `route`, the content service answering `answer` (by default: no document). */
const show = (route: string, answer: FakeAnswer = { data: null }) => {
  content.respond(answer);
  return renderPage(<ServicePage />, { route, path: route.startsWith('/services/') ? '/services/:slug' : '/:slug', content });
};

beforeEach(() => {
  content = fakeContent();
});

describe('ServicePage', () => {
  it('asks for the slug as a GROQ param, and shows the page skeleton meanwhile', () => {
    show('/services/audit', 'pending');
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const [groq, params] = content.calls[0]!;
    expect(groq).toContain('$slug');
    expect(groq).not.toContain('audit');
    expect(params).toEqual({ slug: 'audit' });
  });

  it('shows the built-in page with its contact label when there is no document', () => {
    show('/audit');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Services/ })).toHaveAttribute('href', '/services');
    const cta = screen.getByTestId('service-cta');
    expect(within(cta).getByRole('link', { name: 'Schedule Audit' })).toHaveAttribute('href', '/contact');
    expect(within(cta).getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/get-quote');
    expect(screen.getByRole('heading', { name: 'Need Audit Services?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call us/ }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(screen.getByRole('link', { name: /E-mail us/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(document.title).toBe('Audit Services | ComplianceCore Consulting');
  });

  it('falls back to the built-in page on a failed fetch and only logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/services/lean-six-sigma', { error: 'HTTP 500' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lean Six Sigma' })).toBeInTheDocument();
    expect(screen.queryByText(/HTTP 500/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows the generic page when the content service has the document', () => {
    show('/advisory', { data: { title: 'Advisory from the CMS', heroSection: { subtitle: 'Board-level guidance' } } });
    expect(screen.getByTestId('generic-service-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Advisory from the CMS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  it('shows a placeholder for services whose copy is still coming', () => {
    show('/recruitment');
    expect(screen.getByRole('heading', { level: 1, name: 'Recruitment' })).toBeInTheDocument();
    expect(screen.getByText(/will be added/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
  });

  it('says Service not found for an unknown slug without data', () => {
    show('/no-such-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
  });

  it('says a CMS-only page is unavailable, not "Service not found", when the content service failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/iso-42001-readiness', { error: 'content service answered 429' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Service not found' })).not.toBeInTheDocument();
  });

  it('titles training\'s list Key Benefits and shows its five FAQs', () => {
    show('/training');
    expect(screen.getByRole('heading', { name: 'Key Benefits' })).toBeInTheDocument();
    const faqs = screen.getByRole('heading', { name: 'Frequently Asked Questions' }).closest('section')!;
    expect(faqs.querySelectorAll('details > summary')).toHaveLength(5);
  });

  it('writes FAQPage structured data from the page FAQs, and its breadcrumbs', () => {
    show('/appraisals');
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(JSON.stringify(jsonLd[1])).toContain('3 to 5 business days');
    expect(jsonLd[0].itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Services', 'CMMI Appraisals']);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Professional services by ComplianceCore Consulting',
    );
  });
});
