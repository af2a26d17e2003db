// @vitest-environment node
import type {
  Branch,
  CoreTeamSection,
  CoreValue,
  CtaSection,
  ExperienceBranchesSection,
  FeatureCard,
  HeroSection,
  ImageRef,
  JourneyTimelineSection,
  LinkButton,
  MethodologySection,
  MethodologyStep,
  Milestone,
  NarrativeSection,
  PartnersClientsSection,
  ServiceCard,
  ServicesSection,
  Stat,
  TeamMember,
  TestimonialQuote,
  VisionMissionSection,
  WhyChooseUs,
} from '@site/shared/content';
import { AGREE, fieldsOf, runOnSeed, typeMismatches } from '@site/shared/test/queryShape';
import { describe, expect, it } from 'vitest';
import type { HomeContent } from './defaults';
import type { AboutContent } from './aboutDefaults';
import { aboutPageQuery, featuredTestimonialsQuery, homePageQuery } from './queries';

const linkButton = fieldsOf<LinkButton>()(['text', 'link']);
const whyChooseUs = fieldsOf<WhyChooseUs>()(['title', 'subtitle', 'features'], {
  features: fieldsOf<FeatureCard>()(['icon', 'title', 'description', 'stat']),
});
const cta = fieldsOf<CtaSection>()(['title', 'subtitle', 'primaryButton', 'secondaryButton'], {
  primaryButton: linkButton,
  secondaryButton: linkButton,
});
const narrative = fieldsOf<NarrativeSection>()(['title', 'content', 'strategiesTitle', 'strategies']);

const testimonial = fieldsOf<TestimonialQuote>()(['quote', 'name', 'role', 'company']);

const home = fieldsOf<HomeContent>()(['hero', 'whyChooseUs', 'methodology', 'services', 'cta', 'testimonials'], {
  hero: fieldsOf<HeroSection>()(['subtitle', 'primaryCta', 'secondaryCta'], { primaryCta: linkButton, secondaryCta: linkButton }),
  whyChooseUs,
  methodology: fieldsOf<MethodologySection>()(['title', 'subtitle', 'steps'], {
    steps: fieldsOf<MethodologyStep>()(['step', 'title', 'description']),
  }),
  services: fieldsOf<ServicesSection>()(['title', 'subtitle', 'services'], {
    services: fieldsOf<ServiceCard>()(['title', 'description', 'icon', 'features']),
  }),
  cta,
  testimonials: testimonial,
});

const about = fieldsOf<AboutContent>()(
  ['whoWeAre', 'ourApproach', 'visionMission', 'whyChooseUs', 'timeline', 'branches', 'team', 'partners', 'cta'],
  {
    whoWeAre: narrative,
    ourApproach: narrative,
    visionMission: fieldsOf<VisionMissionSection>()(
      ['visionTitle', 'visionContent', 'missionTitle', 'missionContent', 'valuesTitle', 'values'],
      { values: fieldsOf<CoreValue>()(['title', 'description']) },
    ),
    whyChooseUs,
    timeline: fieldsOf<JourneyTimelineSection>()(['title', 'subtitle', 'milestones', 'expansionTitle', 'expansionHighlights'], {
      milestones: fieldsOf<Milestone>()(['year', 'title', 'description']),
    }),
    branches: fieldsOf<ExperienceBranchesSection>()(['title', 'subtitle', 'branches'], {
      branches: fieldsOf<Branch>()(['name', 'address']),
    }),
    team: fieldsOf<CoreTeamSection>()(['teamMembers'], {
      teamMembers: fieldsOf<TeamMember>()(['name', 'title', 'location', 'picture', 'about'], {
        picture: fieldsOf<ImageRef>()(['asset', 'alt']),
      }),
    }),
    partners: fieldsOf<PartnersClientsSection>()(['stats', 'description'], { stats: fieldsOf<Stat>()(['label', 'value']) }),
    cta,
  },
);

describe('marketing queries match their types (run over the seed dataset)', () => {
  it.each([
    ['homePageQuery', homePageQuery, home],
    ['aboutPageQuery', aboutPageQuery, about],
  ])('%s returns the fields of its sections, all of them', async (_name, query, fields) => {
    expect(typeMismatches([await runOnSeed(query)], fields)).toEqual(AGREE);
  });
});

describe('featured testimonials (run over the seed dataset)', () => {
  it('are the active, featured ones only, in the editors\' order', async () => {
    const seed = (await runOnSeed('*[_type == "testimonial"]{ _id, isActive, isFeatured, order }')) as Array<{ _id: string; isActive: boolean; isFeatured: boolean; order: number }>;
    // The seed has both kinds the query must leave out, so this test can fail.
    expect(seed.some((doc) => !doc.isActive && doc.isFeatured)).toBe(true);
    expect(seed.some((doc) => doc.isActive && !doc.isFeatured)).toBe(true);
    const expected = seed
      .filter((doc) => doc.isActive && doc.isFeatured)
      .sort((a, b) => a.order - b.order)
      .map((doc) => doc._id);
    expect(expected.length).toBeGreaterThan(0);
    const featured = (await runOnSeed(featuredTestimonialsQuery)) as Array<{ _id: string }>;
    expect(featured.map((doc) => doc._id)).toEqual(expected);
    const home = (await runOnSeed(homePageQuery)) as { testimonials: Array<{ _id: string }> };
    expect(home.testimonials.map((doc) => doc._id)).toEqual(expected);
  });
});
