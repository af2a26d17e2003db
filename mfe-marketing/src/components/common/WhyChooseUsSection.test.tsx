import { renderPage, screen, within } from '@site/shared/test';
import { WhyChooseUsSection } from './WhyChooseUsSection';

describe('WhyChooseUsSection', () => {
  it('renders six default feature cards with icon, title, description and stat', () => {
    renderPage(<WhyChooseUsSection content={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose ComplianceCore' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('feature-card');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.querySelector('svg')).not.toBeNull();
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByText('22+ years')).toBeInTheDocument();
    expect(screen.getByText('32+ consultants')).toBeInTheDocument();
    expect(screen.getByText('200+ clients')).toBeInTheDocument();
  });

  it('limits the cards (About shows five) and takes a page title', () => {
    renderPage(<WhyChooseUsSection limit={5} title="Why Clients Choose Us" />);
    expect(screen.getAllByTestId('feature-card')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Clients Choose Us' })).toBeInTheDocument();
  });

  it('renders a document with an unknown icon name, and defaults for a half-filled one', () => {
    const { unmount } = renderPage(
      <WhyChooseUsSection content={{ features: [{ icon: 'Unicorn', title: 'Mystery', description: 'Still shown', stat: '1st' }] }} />,
    );
    const [card] = screen.getAllByTestId('feature-card');
    expect(card).toHaveTextContent('Mystery');
    expect(card).toHaveTextContent('1st');
    expect(card.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose ComplianceCore' })).toBeInTheDocument();
    unmount();

    renderPage(<WhyChooseUsSection content={{ title: 'Our Edge', features: [] }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Edge' })).toBeInTheDocument();
    expect(screen.getAllByTestId('feature-card')).toHaveLength(6);
  });
});
