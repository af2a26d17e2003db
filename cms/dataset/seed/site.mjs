// @ts-check
/**
 * Site-wide documents: settings, the Services menu and contact details. Each is the site's built-in
 * copy (shared/src/config/siteDefaults.json, shared/src/content/*.json and office.mjs), so content
 * and defaults are written once and cannot disagree.
 */
import { createRequire } from 'node:module';
import { office } from '@site/shared/content/office.mjs';
import { imageRef } from './portableText.mjs';

const require = createRequire(import.meta.url);
/** @type {{ siteName: string; contact: { phone: string; phoneAlt: string; email: string; whatsapp: string } }} */
const siteDefaults = require('@site/shared/config/siteDefaults.json');
const navigationMenu = require('@site/shared/content/navigationMenu.json');
const siteSettings = require('@site/shared/content/siteSettings.json');
const { contact } = siteDefaults;

export const siteDocuments = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    logo: imageRef('logo'),
    siteName: siteDefaults.siteName,
    ...siteSettings,
    accreditationLogo: imageRef('accreditation'),
  },
  { _id: 'navigationMenu', _type: 'navigationMenu', ...navigationMenu },
  // The built-in contact details are the content too: the office address and the configured
  // phones, e-mail and WhatsApp number are each written once.
  {
    _id: 'contactInfo',
    _type: 'contactInfo',
    phones: [contact.phone, contact.phoneAlt],
    email: contact.email,
    ...office,
    whatsapp: contact.whatsapp,
  },
];
