import { renderPage, screen } from '@site/shared/test';
import { GenericServicePage } from './GenericServicePage';

const block = (text: string, style = 'normal') => ({ _type: 'block' as const, style, children: [{ _type: 'span' as const, text }] });

describe('GenericServicePage', () => {
  it('renders hero, overview, sections, key components, FAQs and the default call to action', () => {
    renderPage(
      <GenericServicePage
        slug="iso-42001-readiness"
        page={{
          title: 'ISO/IEC 42001 Readiness',
          heroSection: { subtitle: 'Responsible AI management', description: 'Prepare your AI management system.' },
          heroImage: { alt: 'AI governance', asset: { url: 'https://cdn.example/hero.png' } },
          serviceOverview: [block('We assess your AI governance.')],
          contentSections: [{ title: 'Gap Analysis', content: [block('Clause-by-clause review.')] }],
          keyComponents: ['AI policy', 'Impact assessment'],
          faqs: [{ question: 'How long?', answer: 'Three months.' }],
          seo: { metaTitle: 'ISO 42001 readiness', robotsTag: 'noindex' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ISO/IEC 42001 Readiness' })).toBeInTheDocument();
    expect(screen.getByText('Responsible AI management')).toBeInTheDocument();
    expect(screen.getByText('Prepare your AI management system.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'AI governance' })).toHaveAttribute('src', 'https://cdn.example/hero.png');
    expect(screen.getByText('We assess your AI governance.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gap Analysis' })).toBeInTheDocument();
    expect(screen.getByText('Impact assessment')).toBeInTheDocument();
    expect(screen.getByText('How long?', { selector: 'details > summary > span' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Transform Your Business?' })).toBeInTheDocument();
    expect(screen.getByText('Let our experts help you achieve excellence and operational efficiency.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');
    expect(document.title).toBe('ISO 42001 readiness');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('takes a rich-text title, falls back to Service Title, and shows the empty-list messages', () => {
    const { unmount } = renderPage(<GenericServicePage slug="x" page={{ title: [block('Rich'), block('Title')] }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rich Title' })).toBeInTheDocument();
    unmount();
    renderPage(<GenericServicePage slug="x" page={{ ctaTitle: 'Talk to us' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Service Title' })).toBeInTheDocument();
    expect(screen.getByText('No key components available.')).toBeInTheDocument();
    expect(screen.getByText('No FAQs available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Talk to us' })).toBeInTheDocument();
  });

  it('fills a known service\'s empty overview and known section titles from its built-in copy', () => {
    renderPage(<GenericServicePage slug="advisory" page={{ title: 'Advisory', contentSections: [{ title: 'Compliance Roadmap' }] }} />);
    expect(screen.getByText(/Our advisory practice helps leadership teams/)).toBeInTheDocument();
    expect(screen.getByText(/A gap assessment turns into a phased roadmap/)).toBeInTheDocument();
  });
});
