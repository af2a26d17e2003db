import { getSiteConfig } from '@site/shared/config';
import type { ContactInfo } from '@site/shared/content';

export type CompleteContactInfo = ContactInfo &
  Required<Pick<ContactInfo, 'phones' | 'email' | 'addressLines' | 'city' | 'postalCode' | 'country' | 'mapEmbedUrl' | 'mapLink' | 'whatsapp' | 'hours'>>;

const OFFICE_QUERY = 'Cyber Towers, HITEC City, Madhapur, Hyderabad 500081';

/** Built-in contact details: the phones, e-mail and WhatsApp number come from the site configuration. */
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

export const contactPageCopy = {
  title: 'Contact Us',
  intro:
    'Planning a CMMI appraisal, an ISO certification or a process improvement programme? Tell us where you stand and one of our consultants will get back to you within one business day.',
  detailsTitle: 'Get in Touch',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  addressLabel: 'Office',
  hoursLabel: 'Office hours',
  mapTitle: 'Map of our Hyderabad office',
  mapLinkText: 'Open in Google Maps',
  formTitle: 'Write Us Any Message',
  formIntro: 'Fields marked with an asterisk are required.',
  metaDescription:
    'Contact ComplianceCore Consulting in Hyderabad, India: call, e-mail or write to our CMMI, ISO and process-compliance consultants.',
};

export const quotePageCopy = {
  title: 'Get Your Quote',
  intro:
    'Four short steps tell us about your organisation, your processes and the standards you are aiming for. We reply with a tailored proposal within 24 hours.',
  metaDescription:
    'Request a quote for CMMI appraisals, ISO certification, advisory, training and audits from ComplianceCore Consulting. We respond within 24 hours.',
};

export const formMessages = {
  contactSuccess: "Message sent successfully! We'll get back to you soon.",
  contactFailure: 'Failed to send message. Please try again.',
  quoteSuccess: "Quote request submitted successfully! We'll contact you within 24 hours.",
  quoteFailure: 'Failed to submit quote request. Please try again.',
};
