import { getSiteConfig } from '../config/siteConfig';
import type { ContactInfo } from './types';

export type CompleteContactInfo = ContactInfo &
  Required<Pick<ContactInfo, 'phones' | 'email' | 'addressLines' | 'city' | 'postalCode' | 'country' | 'mapEmbedUrl' | 'mapLink' | 'whatsapp' | 'hours'>>;

const OFFICE_QUERY = 'Cyber Towers, HITEC City, Madhapur, Hyderabad 500081';

/**
 * The firm's built-in contact details (the `contactInfo` document's defaults), used by the footer
 * and the contact page alike. Phones, e-mail and WhatsApp come from the site configuration.
 */
export function defaultContactInfo(): CompleteContactInfo {
  const { contact } = getSiteConfig();
  return {
    phones: [contact.phone, contact.phoneAlt],
    email: contact.email,
    addressLines: ['Plot 17, Cyber Towers Road', 'HITEC City, Madhapur'],
    city: 'Hyderabad',
    postalCode: '500081',
    country: 'India',
    mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(OFFICE_QUERY)}&output=embed`,
    mapLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(OFFICE_QUERY)}`,
    whatsapp: contact.whatsapp,
    hours: 'Monday to Friday, 9:30 am to 6:30 pm IST',
  };
}
