import { renderPage, screen } from '@site/shared/test';
import { PartnersClientsSection } from './PartnersClientsSection';

describe('PartnersClientsSection', () => {
  it('renders the default statistics with the firm’s claims', () => {
    renderPage(<PartnersClientsSection content={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Partners & Clients' })).toBeInTheDocument();
    expect(screen.getByText('22+')).toBeInTheDocument();
    expect(screen.getByText('200+')).toBeInTheDocument();
    expect(screen.getByText('32+')).toBeInTheDocument();
    expect(screen.getByText('Clients Served')).toBeInTheDocument();
  });

  it('renders the document statistics and the default description when it has none', () => {
    renderPage(<PartnersClientsSection content={{ stats: [{ label: 'Appraisals Led', value: '120+' }] }} />);
    expect(screen.getAllByTestId('partner-stat')).toHaveLength(1);
    expect(screen.getByText('120+')).toBeInTheDocument();
    expect(screen.getByText(/From start-ups preparing/)).toBeInTheDocument();
  });
});
