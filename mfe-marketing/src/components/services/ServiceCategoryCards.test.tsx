import { renderPage, screen, within } from '@site/shared/test';
import { defaultNavigationMenu } from '@site/shared/content';
import { ServiceCategoryCards } from './ServiceCategoryCards';

describe('ServiceCategoryCards', () => {
  it('renders the four default categories with every service linking to /{slug}', () => {
    renderPage(<ServiceCategoryCards menu={null} />);
    const cards = screen.getAllByTestId('service-category');
    expect(cards).toHaveLength(4);
    defaultNavigationMenu.serviceCategories.forEach((category, index) => {
      expect(within(cards[index]).getByRole('heading', { level: 2, name: category.title })).toBeInTheDocument();
      for (const service of category.services) {
        expect(within(cards[index]).getByRole('link', { name: service.name })).toHaveAttribute('href', `/${service.slug}`);
      }
    });
  });

  it('renders the categories of the navigationMenu document', () => {
    renderPage(
      <ServiceCategoryCards
        menu={{ serviceCategories: [{ id: 'x', title: 'Special Projects', icon: 'Rocket', services: [{ name: 'AI Governance', slug: 'ai-governance' }] }] }}
      />,
    );
    expect(screen.getAllByTestId('service-category')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'AI Governance' })).toHaveAttribute('href', '/ai-governance');
  });
});
