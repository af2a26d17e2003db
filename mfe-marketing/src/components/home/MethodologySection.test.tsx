import { renderPage, screen, within } from '@site/shared/test';
import { MethodologySection } from './MethodologySection';

describe('MethodologySection', () => {
  it('renders the four default steps when the document is missing', () => {
    renderPage(<MethodologySection content={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Proven Methodology' })).toBeInTheDocument();
    const steps = screen.getAllByTestId('methodology-step');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Assess',
      'Plan',
      'Implement',
      'Certify & Audit',
    ]);
    expect(steps[0]).toHaveTextContent('01');
  });

  it('renders the document and keeps default steps when only the title is set', () => {
    const { unmount } = renderPage(
      <MethodologySection content={{ title: 'How We Work', steps: [{ step: '1', title: 'Discover', description: 'We listen.' }] }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How We Work' })).toBeInTheDocument();
    expect(screen.getAllByTestId('methodology-step')).toHaveLength(1);
    expect(screen.getByText('We listen.')).toBeInTheDocument();
    unmount();

    renderPage(<MethodologySection content={{ title: 'How We Work' }} />);
    expect(screen.getAllByTestId('methodology-step')).toHaveLength(4);
    expect(screen.getByText(/Four stages that take an organisation/)).toBeInTheDocument();
  });
});
