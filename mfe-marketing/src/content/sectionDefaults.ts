import type { CtaSection, WhyChooseUs } from '@site/shared/content';
import sections from './copy/sections.json';

// Built-in copy of the sections several marketing pages show (see defaults.ts): a module and a
// copy file of their own, so the About page's and the services overview's files do not carry the
// home page's copy. A JSON file goes into a page file whole, whichever of its parts the page reads.

export const defaultWhyChooseUs = sections.whyChooseUs satisfies WhyChooseUs;

export const defaultCta = sections.cta satisfies CtaSection;
