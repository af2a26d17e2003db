import { renderPage, screen, waitFor } from '@site/shared/test';
import ServicesOverviewPage from './ServicesOverviewPage';

const { fetchMock } = vi.hoisted(() => ({ fetchMock: vi.fn() }));
vi.mock('../../../shared/src/content/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getContentClient: () => ({ fetch: fetchMock }),
}));

describe('ServicesOverviewPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('renders the intro, four category cards and the call to action', async () => {
    fetchMock.mockRejectedValue(new Error('down'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(<ServicesOverviewPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getAllByTestId('service-category')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'CMMI Appraisals' })).toHaveAttribute('href', '/appraisals');
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/get-quote');
    // The title is set once the page has committed, a moment after its heading can be found.
    await waitFor(() => expect(document.title).toMatch(/^Our Services \| /));
  });
});
