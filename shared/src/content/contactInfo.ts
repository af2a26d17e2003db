import { getSiteConfig } from '../config/siteConfig';
import { office } from './office.mjs';
import type { ContactInfo } from './types';

export type CompleteContactInfo = ContactInfo &
  Required<Pick<ContactInfo, 'phones' | 'email' | 'addressLines' | 'city' | 'postalCode' | 'country' | 'mapEmbedUrl' | 'mapLink' | 'whatsapp' | 'hours'>>;

/**
 * The firm's built-in contact details (the `contactInfo` document's defaults), used by the footer
 * and the contact page alike. Phones, e-mail and WhatsApp come from the site configuration, the
 * address from office.mjs.
 */
export function defaultContactInfo(): CompleteContactInfo {
  const { contact } = getSiteConfig();
  return {
    phones: [contact.phone, contact.phoneAlt],
    email: contact.email,
    ...office,
    addressLines: [...office.addressLines],
    whatsapp: contact.whatsapp,
  };
}

/** GROQ for the `contactInfo` document: the footer and the contact page read the same fields. */
export const contactInfoQuery = /* groq */ `*[_type == "contactInfo"][0]{
  phones, email, addressLines, city, postalCode, country, mapEmbedUrl, mapLink, whatsapp, hours
}`;
