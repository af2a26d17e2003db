import { renderPage, screen } from '@site/shared/test';
import { defaultOurApproach, defaultWhoWeAre } from '../../content/aboutDefaults';
import { NarrativeSection } from './NarrativeSection';

describe('NarrativeSection', () => {
  it('renders Who We Are with its growth strategy list from the defaults', () => {
    renderPage(<NarrativeSection content={null} defaults={defaultWhoWeAre} id="who-we-are" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our Growth Strategy' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(defaultWhoWeAre.strategies.length);
  });

  it('renders Our Approach from a half-filled document', () => {
    renderPage(
      <NarrativeSection content={{ title: 'Our Approach', content: ['We start by listening.'] }} defaults={defaultOurApproach} id="our-approach" />,
    );
    expect(screen.getByText('We start by listening.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: defaultOurApproach.strategiesTitle })).toBeInTheDocument();
    expect(screen.getByText(defaultOurApproach.strategies[0])).toBeInTheDocument();
  });
});
