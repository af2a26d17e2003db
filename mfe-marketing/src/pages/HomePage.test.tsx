import { renderPage, screen, waitFor } from '@site/shared/test';
import HomePage from './HomePage';

const { fetchMock } = vi.hoisted(() => ({ fetchMock: vi.fn() }));
vi.mock('../../../shared/src/content/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getContentClient: () => ({ fetch: fetchMock }),
}));

describe('HomePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('fetches all sections in one query and renders them', async () => {
    fetchMock.mockResolvedValue({
      hero: { subtitle: 'From the content service.' },
      whyChooseUs: { title: 'Why Us' },
      methodology: null,
      services: null,
      cta: { title: 'Let us talk' },
    });
    renderPage(<HomePage />);
    expect(await screen.findByText('From the content service.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Methodology' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Let us talk' })).toBeInTheDocument();
    expect(document.title).toContain('ComplianceCore Consulting');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/process-compliance consulting/);
  });

  it('renders every section from the defaults when the content service fails', async () => {
    fetchMock.mockRejectedValue(new Error('connect ECONNREFUSED'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(<HomePage />);
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Govern. Comply. Excel.'));
    expect(screen.getAllByTestId('feature-card')).toHaveLength(6);
    expect(screen.getAllByTestId('methodology-step')).toHaveLength(4);
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');
  });
});
