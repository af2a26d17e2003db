import type {
  CoreTeamSection,
  ExperienceBranchesSection,
  JourneyTimelineSection,
  NarrativeSection,
  PartnersClientsSection,
  VisionMissionSection,
} from '@site/shared/content';
import { branches, coreTeam, headlineStats } from '@site/shared/content';
import ananyaPicture from '../assets/team-ananya.svg?file';
import michaelPicture from '../assets/team-michael.svg?file';
import srinivasPicture from '../assets/team-srinivas.svg?file';
import vikramPicture from '../assets/team-vikram.svg?file';
import about from './copy/about.json';
import { defaultCta, defaultWhyChooseUs } from './sectionDefaults';

// Built-in copy of the About page (see defaults.ts): a module of its own, so the home page's and
// the services overview's files do not carry it.

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

/**
 * The core team's pictures in the built-in copy, shown only when the content has none: files of their
 * own, not data URLs in the page's script. Who they are and where is in shared's firm.mjs.
 */
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

