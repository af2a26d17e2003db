// @ts-check
import blogPost from './blogPost.mjs';
import contactInfo from './contactInfo.mjs';
import coreTeamSection from './coreTeamSection.mjs';
import ctaSection from './ctaSection.mjs';
import experienceBranchesSection from './experienceBranchesSection.mjs';
import faq from './faq.mjs';
import heroSection from './heroSection.mjs';
import journeyTimelineSection from './journeyTimelineSection.mjs';
import methodologySection from './methodologySection.mjs';
import navigationMenu from './navigationMenu.mjs';
import ourApproachSection from './ourApproachSection.mjs';
import partnersClientsSection from './partnersClientsSection.mjs';
import servicePage from './servicePage.mjs';
import servicesSection from './servicesSection.mjs';
import siteSettings from './siteSettings.mjs';
import testimonial from './testimonial.mjs';
import visionMissionSection from './visionMissionSection.mjs';
import whoWeAreSection from './whoWeAreSection.mjs';
import whyChooseUs from './whyChooseUs.mjs';

/**
 * Every document type, for a Studio's `schema: { types: schemaTypes }`. Each name is checked by tsc
 * against the site's types (see SchemaDocument); that none is missing is checked by schema.test.mjs.
 * @type {import('./fields.mjs').SchemaDocument[]}
 */
export const schemaTypes = [
  // Home
  heroSection,
  whyChooseUs,
  methodologySection,
  servicesSection,
  ctaSection,
  // About
  whoWeAreSection,
  ourApproachSection,
  visionMissionSection,
  journeyTimelineSection,
  experienceBranchesSection,
  partnersClientsSection,
  coreTeamSection,
  // Articles and help
  blogPost,
  faq,
  testimonial,
  // Site-wide
  siteSettings,
  navigationMenu,
  contactInfo,
  // Service pages
  servicePage,
];
