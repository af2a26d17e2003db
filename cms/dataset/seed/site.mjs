// @ts-check
/** Site-wide documents: settings, the Services menu and contact details. */
import { createRequire } from 'node:module';
import { navigationMenu } from '@site/shared/content/navigationMenu.mjs';
import { office } from '@site/shared/content/office.mjs';
import { imageRef } from './portableText.mjs';

/** @type {{ contact: { phone: string; phoneAlt: string; email: string; whatsapp: string } }} */
const { contact } = createRequire(import.meta.url)('@site/shared/config/siteDefaults.json');

export const siteDocuments = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    logo: imageRef('logo'),
    siteName: 'ComplianceCore Consulting',
    navbarBrandText: 'ComplianceCore',
    tagline: 'Process excellence, proven compliance',
    footerDescription:
      'IT-management and process-compliance consulting with 22+ years of experience in CMMI, ISO and Lean Six Sigma. Advisory, audits, appraisals, training and security services from Hyderabad to the world.',
    socialLinks: [
      { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/compliancecore-consulting' },
      { platform: 'X', url: 'https://x.com/compliancecore' },
      { platform: 'YouTube', url: 'https://www.youtube.com/@compliancecore' },
      { platform: 'Facebook', url: 'https://www.facebook.com/compliancecore' },
    ],
    accreditationLogo: imageRef('accreditation'),
    accreditationText: 'Accredited appraisal and training partner',
  },
  // The site's built-in menu is the content too: one list of services, one description each.
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
