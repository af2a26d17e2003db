import { fakeContent, renderPage, screen, waitFor, type FakeContent } from '@site/shared/test';
import AboutPage from './AboutPage';

// Answers arrive after the first render, as in the browser: the page shows its skeleton meanwhile.
let content: FakeContent;

const sectionHeadings = [
  'Who We Are',
  'Our Approach',
  'Vision, Mission & Values',
  'Why Choose ComplianceCore',
  'Our Journey',
  'Global Expansion',
  'Experience Across Borders',
  'Our Core Team',
  'Partners & Clients',
];

describe('AboutPage', () => {
  beforeEach(() => {
    content = fakeContent({ later: true });
  });

  it('renders every section from the defaults when the service has no documents', async () => {
    content.respond({ data: null });
    renderPage(<AboutPage />, { content });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const name of sectionHeadings) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getAllByTestId('feature-card')).toHaveLength(5);
    expect(screen.getAllByTestId('branch')).toHaveLength(5);
    expect(screen.getByTestId('cta-section')).toBeInTheDocument();
    // The head is written in an effect after the page paints, as in the browser: wait for it.
    await waitFor(() => expect(document.title).toMatch(/^About Us \| /));
  });

  it('renders the documents the service returns', async () => {
    content.respond({
      data: {
        whoWeAre: { title: 'Who We Really Are' },
        team: { teamMembers: [{ name: 'Priya Nair', title: 'Consultant' }] },
        partners: { stats: [{ label: 'Clients', value: '150+' }] },
      },
    });
    renderPage(<AboutPage />, { content });
    expect(await screen.findByRole('heading', { level: 2, name: 'Who We Really Are' })).toBeInTheDocument();
    expect(screen.getAllByTestId('team-card')).toHaveLength(1);
    expect(screen.getByText('150+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeInTheDocument();
  });
});
