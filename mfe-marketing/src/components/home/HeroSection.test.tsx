import { mockMatchMedia, renderPage, screen } from '@site/shared/test';
import { HeroSection } from './HeroSection';

const reducedMotion = (reduced: boolean) => mockMatchMedia((query) => reduced && query.includes('prefers-reduced-motion'));

describe('HeroSection', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    vi.useRealTimers();
  });

  it('renders the three words, the four labels and the default copy without a document', () => {
    renderPage(<HeroSection content={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Govern. Comply. Excel.');
    const labels = screen.getByRole('list', { name: 'Our practice areas' });
    for (const label of ['Governance & Advisory', 'Technology & Security', 'Process & Operations', 'Digital Strategy']) {
      expect(labels).toHaveTextContent(label);
    }
    expect(screen.getByText(/Independent CMMI, ISO and Lean Six Sigma consulting/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('shows the subtitle and calls to action of the heroSection document', () => {
    renderPage(
      <HeroSection
        content={{
          subtitle: 'Appraisal-ready in months, not years.',
          primaryCta: { text: 'Book a Call', link: '/contact' },
          secondaryCta: { text: 'Read More', link: 'https://example.com/brochure' },
        }}
      />,
    );
    expect(screen.getByText('Appraisal-ready in months, not years.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', 'https://example.com/brochure');
  });

  it('fills a half-filled document from the defaults', () => {
    renderPage(<HeroSection content={{ subtitle: 'Only a subtitle.', primaryCta: { text: 'Talk to Us' } }} />);
    expect(screen.getByText('Only a subtitle.')).toBeInTheDocument();
    // The button keeps the editor's text and takes the default link it lacks.
    expect(screen.getByRole('link', { name: 'Talk to Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('has the service lines in the HTML from the start, shown by CSS after the spec delay of 800 ms', () => {
    renderPage(<HeroSection />);
    const lines = screen.getByTestId('hero-lines');
    expect(lines).toHaveAttribute('data-animated', 'true');
    expect(lines.style.getPropertyValue('--hero-lines-delay')).toBe('800ms');
  });

  it('shows the lines at once and without motion when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    vi.useFakeTimers();
    renderPage(<HeroSection />);
    expect(screen.getByTestId('hero-lines')).toHaveAttribute('data-animated', 'false');
  });
});
