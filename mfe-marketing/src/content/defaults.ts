import type { HeroSection, MethodologySection, ServicesSection, TestimonialQuote } from '@site/shared/content';
import home from './copy/home.json';
import { defaultCta, defaultWhyChooseUs } from './sectionDefaults';

// Built-in copy of the marketing pages (the About page's in aboutDefaults.ts, so the other pages'
// files do not carry it; the sections several pages show in sectionDefaults.ts): shown when the content service is down or a document (or a field of it) is missing. Complete on its own, so a page never renders a hole. The words of the
// sections the content service also holds are in copy/*.json, which the seed dataset reads too: a
// visitor reads the same words whether the content service answers or not.

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------

export const defaultHero = home.hero satisfies HeroSection;

export const defaultMethodology = home.methodology satisfies MethodologySection;

export const defaultServicesSection = home.services satisfies ServicesSection;

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
