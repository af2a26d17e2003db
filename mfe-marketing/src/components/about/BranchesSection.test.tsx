import { renderPage, screen, within } from '@site/shared/test';
import { BranchesSection } from './BranchesSection';

describe('BranchesSection', () => {
  it('renders the five default branch locations', () => {
    renderPage(<BranchesSection content={null} />);
    const names = screen.getAllByTestId('branch').map((branch) => within(branch).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual(['USA', 'Pune', 'Chennai', 'Hyderabad', 'Saudi Arabia']);
  });

  it('renders a half-filled document', () => {
    renderPage(<BranchesSection content={{ title: 'Where We Work', branches: [{ name: 'Pune' }] }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Where We Work' })).toBeInTheDocument();
    expect(screen.getAllByTestId('branch')).toHaveLength(1);
    expect(screen.getByText(/Headquartered in Hyderabad/)).toBeInTheDocument();
  });
});
