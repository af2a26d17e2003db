import { renderPage, screen } from '@site/shared/test';
import { ServicesSection } from './ServicesSection';

describe('ServicesSection', () => {
  it('renders three default cards and a Learn More link to /services', () => {
    renderPage(<ServicesSection />);
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Advisory & Implementation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More: all our services' })).toHaveAttribute('href', '/services');
  });

  it('shows at most three cards of the document, with their features', () => {
    renderPage(
      <ServicesSection
        content={{
          title: 'Our Practice Areas',
          services: [
            { title: 'One', description: 'First', icon: 'Globe', features: ['Alpha', 'Beta'] },
            { title: 'Two', description: 'Second', icon: 'NotAnIcon' },
            { title: 'Three', description: 'Third' },
            { title: 'Four', description: 'Fourth' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Practice Areas' })).toBeInTheDocument();
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    // The default subtitle fills the field the document left out.
    expect(screen.getByText(/Consulting, assurance and training/)).toBeInTheDocument();
  });
});
