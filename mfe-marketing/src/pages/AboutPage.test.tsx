import { renderPage, screen } from '@site/shared/test';
import AboutPage from './AboutPage';

const { fetchMock } = vi.hoisted(() => ({ fetchMock: vi.fn() }));
vi.mock('../../../shared/src/content/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getContentClient: () => ({ fetch: fetchMock }),
}));

const sectionHeadings = [
  'Who We Are',
  'Our Approach',
  'Vision, Mission & Values',
  'Why Choose Us',
  'Our Journey',
  'Global Expansion',
  'Our Experience & Branches',
  'Our Core Team',
  'Partners & Clients',
];

describe('AboutPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('renders every section from the defaults when the service has no documents', async () => {
    fetchMock.mockResolvedValue(null);
    renderPage(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const name of sectionHeadings) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getAllByTestId('feature-card')).toHaveLength(5);
    expect(screen.getAllByTestId('branch')).toHaveLength(5);
    expect(screen.getByTestId('cta-section')).toBeInTheDocument();
    expect(document.title).toMatch(/^About Us \| /);
  });

  it('renders the documents the service returns', async () => {
    fetchMock.mockResolvedValue({
      whoWeAre: { title: 'Who We Really Are' },
      team: { teamMembers: [{ name: 'Priya Nair', title: 'Consultant' }] },
      partners: { stats: [{ label: 'Clients', value: '150+' }] },
    });
    renderPage(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Who We Really Are' })).toBeInTheDocument();
    expect(screen.getAllByTestId('team-card')).toHaveLength(1);
    expect(screen.getByText('150+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeInTheDocument();
  });
});
