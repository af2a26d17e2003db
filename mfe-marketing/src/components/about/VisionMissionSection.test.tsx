import { renderPage, screen } from '@site/shared/test';
import { VisionMissionSection } from './VisionMissionSection';

describe('VisionMissionSection', () => {
  it('renders vision, mission and the four core values by default', () => {
    renderPage(<VisionMissionSection />);
    expect(screen.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our Core Values' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Integrity',
      'Excellence',
      'Sustainability',
      'Customer-Centricity',
    ]);
  });

  it('renders a half-filled document over the defaults', () => {
    renderPage(<VisionMissionSection content={{ visionContent: 'Compliance without friction.', values: [{ title: 'Integrity' }] }} />);
    expect(screen.getByText('Compliance without friction.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getAllByTestId('core-value')).toHaveLength(1);
  });
});
