// @ts-check
/** Home page sections: the marketing remote's built-in copy (mfe-marketing/src/content/copy/home.json, and sections.json for those other pages show too). */
import { remoteCopy } from './remoteCopy.mjs';

const home = { ...remoteCopy('mfe-marketing', 'copy/home.json'), ...remoteCopy('mfe-marketing', 'copy/sections.json') };

export const homeDocuments = [
  { _id: 'heroSection', _type: 'heroSection', ...home.hero },
  { _id: 'whyChooseUs', _type: 'whyChooseUs', ...home.whyChooseUs },
  { _id: 'methodologySection', _type: 'methodologySection', ...home.methodology },
  { _id: 'servicesSection', _type: 'servicesSection', ...home.services },
  { _id: 'ctaSection', _type: 'ctaSection', ...home.cta },
];
