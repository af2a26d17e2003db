import { seedDocument, wordsOf } from '@site/shared/test/seedDataset';
import { defaultHomeContent } from './defaults';
import { defaultAboutContent } from './aboutDefaults';

// The built-in copy is what a visitor reads with the content service down; the seed is what they read
// with it up. Both come from copy/*.json; this fails when either stops doing so.
const sections: Array<[documentId: string, builtIn: unknown]> = [
  ['heroSection', defaultHomeContent.hero],
  ['whyChooseUs', defaultHomeContent.whyChooseUs],
  ['methodologySection', defaultHomeContent.methodology],
  ['servicesSection', defaultHomeContent.services],
  ['ctaSection', defaultHomeContent.cta],
  ['whoWeAreSection', defaultAboutContent.whoWeAre],
  ['ourApproachSection', defaultAboutContent.ourApproach],
  ['visionMissionSection', defaultAboutContent.visionMission],
  ['journeyTimelineSection', defaultAboutContent.timeline],
  ['experienceBranchesSection', defaultAboutContent.branches],
  ['partnersClientsSection', defaultAboutContent.partners],
  ['coreTeamSection', defaultAboutContent.team],
];

describe('the marketing built-in copy', () => {
  it.each(sections)('says what the seed dataset says in %s', (documentId, builtIn) => {
    expect(wordsOf(builtIn, ['picture'])).toEqual(wordsOf(seedDocument(documentId), ['picture']));
  });

  it('names the four core values of the spec', () => {
    expect(defaultAboutContent.visionMission.values.map((value) => value.title)).toEqual([
      'Integrity',
      'Excellence',
      'Sustainability',
      'Customer-Centricity',
    ]);
  });
});
