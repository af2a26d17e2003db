import { fakeContent, renderPage, screen, waitFor, type FakeContent } from '@site/shared/test';
import ServicesOverviewPage from './ServicesOverviewPage';

// Answers arrive after the first render, as in the browser: the page shows its skeleton meanwhile.
let content: FakeContent;

describe('ServicesOverviewPage', () => {
  beforeEach(() => {
    content = fakeContent({ later: true });
  });

  it('renders the intro, four category cards and the call to action', async () => {
    content.respond({ error: 'down' });
    renderPage(<ServicesOverviewPage />, { content });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getAllByTestId('service-category')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'CMMI Appraisals' })).toHaveAttribute('href', '/appraisals');
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/get-quote');
    // The title is set once the page has committed, a moment after its heading can be found.
    await waitFor(() => expect(document.title).toMatch(/^Our Services \| /));
  });
});
