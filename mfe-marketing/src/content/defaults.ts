import type {
  CoreTeamSection,
  CtaSection,
  ExperienceBranchesSection,
  HeroSection,
  JourneyTimelineSection,
  MethodologySection,
  NarrativeSection,
  PartnersClientsSection,
  ServicesSection,
  TestimonialQuote,
  VisionMissionSection,
  WhyChooseUs,
} from '@site/shared/content';
import { branches, coreTeam, headlineStats } from '@site/shared/content';
import ananyaPicture from '../assets/team-ananya.svg';
import michaelPicture from '../assets/team-michael.svg';
import srinivasPicture from '../assets/team-srinivas.svg';
import vikramPicture from '../assets/team-vikram.svg';
import about from './copy/about.json';
import home from './copy/home.json';

// Built-in copy of the marketing pages: shown when the content service is down or a document (or a
// field of it) is missing. Complete on its own, so a page never renders a hole. The words of the
// sections the content service also holds are in copy/*.json, which the seed dataset reads too: a
// visitor reads the same words whether the content service answers or not.

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------

export const defaultHero = home.hero satisfies HeroSection;

export const defaultWhyChooseUs = home.whyChooseUs satisfies WhyChooseUs;

export const defaultMethodology = home.methodology satisfies MethodologySection;

export const defaultServicesSection = home.services satisfies ServicesSection;

export const defaultCta = home.cta satisfies CtaSection;

export const testimonialsCopy = {
  title: 'What our clients say',
  subtitle: 'Quality, security and delivery leaders on working with our consultants.',
};

export const defaultHomeContent = {
  hero: defaultHero,
  whyChooseUs: defaultWhyChooseUs,
  methodology: defaultMethodology,
  services: defaultServicesSection,
  cta: defaultCta,
  /** None built in: words of clients are only ever the clients' own, from the content service. */
  testimonials: [] as TestimonialQuote[],
};

export type HomeContent = typeof defaultHomeContent;

// ---------------------------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------------------------

export const defaultWhoWeAre = about.whoWeAre satisfies NarrativeSection;

export const defaultOurApproach = about.ourApproach satisfies NarrativeSection;

export const defaultVisionMission = about.visionMission satisfies VisionMissionSection;

export const defaultTimeline = about.timeline satisfies JourneyTimelineSection;

export const defaultBranches = {
  ...about.branches,
  branches: branches.map(({ key, name, address }) => ({ _key: key, name, address })),
} satisfies ExperienceBranchesSection;

/** The core team's pictures in the built-in copy; who they are and where is in shared's firm.mjs. */
const teamPictures: Record<string, string> = { srinivas: srinivasPicture, ananya: ananyaPicture, vikram: vikramPicture, michael: michaelPicture };

export const defaultTeam = {
  teamMembers: coreTeam.map(({ key, name, title, location }) => ({
    _key: key,
    name,
    title,
    location,
    picture: { asset: { url: teamPictures[key] }, alt: `Portrait illustration of ${name}` },
    about: about.teamBios[key as keyof typeof about.teamBios],
  })),
} satisfies CoreTeamSection;

export const defaultPartners = {
  stats: headlineStats.map(({ key, label, value }) => ({ _key: key, label, value })),
  ...about.partners,
} satisfies PartnersClientsSection;

export const defaultAboutContent = {
  whoWeAre: defaultWhoWeAre,
  ourApproach: defaultOurApproach,
  visionMission: defaultVisionMission,
  whyChooseUs: defaultWhyChooseUs,
  timeline: defaultTimeline,
  branches: defaultBranches,
  team: defaultTeam,
  partners: defaultPartners,
  cta: defaultCta,
};

export type AboutContent = typeof defaultAboutContent;

/** Headings of About sections whose documents carry no title field. */
export const aboutHeadings = {
  visionMission: 'Vision, Mission & Values',
  team: 'Our Core Team',
  teamSubtitle: 'The people who lead your engagement.',
  partners: 'Partners & Clients',
} as const;

/** About shows the first five of the why-choose-us cards (the home page shows six). */
export const ABOUT_FEATURE_COUNT = 5;

// ---------------------------------------------------------------------------------------------
// Services overview
// ---------------------------------------------------------------------------------------------

export const servicesOverviewCopy = {
  title: 'Our Services',
  intro:
    'Four practices, one goal: processes that are efficient, secure and ready for any appraisal or audit. Choose a service to see how we work, what you receive and how long it takes.',
  ctaTitle: 'Not Sure Where to Start?',
  ctaSubtitle: 'Tell us about your organisation and target standard; a consultant will recommend the right combination of services.',
  primaryButton: { text: 'Schedule Consultation', link: '/contact' },
  secondaryButton: { text: 'Get Custom Quote', link: '/get-quote' },
} as const;
