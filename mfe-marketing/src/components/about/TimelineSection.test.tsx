import { renderPage, screen } from '@site/shared/test';
import { ExpansionSection } from './ExpansionSection';
import { TimelineSection } from './TimelineSection';

describe('TimelineSection and ExpansionSection', () => {
  it('renders the 2022 to 2026 timeline and the expansion highlights by default', () => {
    renderPage(
      <>
        <TimelineSection content={null} />
        <ExpansionSection content={null} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Journey' })).toBeInTheDocument();
    const years = screen.getAllByTestId('milestone').map((item) => item.textContent?.slice(0, 4));
    expect(years).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(screen.getByRole('heading', { level: 2, name: 'Global Expansion' })).toBeInTheDocument();
    expect(screen.getByText(/Follow-the-sun support/)).toBeInTheDocument();
  });

  it('renders the document and defaults for what it leaves out', () => {
    renderPage(
      <>
        <TimelineSection content={{ milestones: [{ year: '2022', title: 'Day one', description: 'We opened.' }] }} />
        <ExpansionSection content={{ expansionHighlights: ['Now in Dubai'] }} />
      </>,
    );
    expect(screen.getAllByTestId('milestone')).toHaveLength(1);
    expect(screen.getByText('Day one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Journey' })).toBeInTheDocument();
    expect(screen.getByText('Now in Dubai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Global Expansion' })).toBeInTheDocument();
  });
});
