import type { CtaSection, HeroSection, MethodologySection, ServicesSection, TestimonialQuote, WhyChooseUs } from '@site/shared/content';
import home from './copy/home.json';

// Built-in copy of the marketing pages (the About page's in aboutDefaults.ts, so the other pages'
// files do not carry it): shown when the content service is down or a document (or a field of it) is missing. Complete on its own, so a page never renders a hole. The words of the
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
