import { getSiteConfig, type ContactConfig } from './siteConfig';

/** Every call, mail and WhatsApp link of the site is built here, from the one site configuration. */
export interface ContactLinks {
  phone: string;
  phoneAlt: string;
  email: string;
  tel: string;
  telAlt: string;
  mailto: string;
  whatsapp: string;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function contactLinks(contact: ContactConfig = getSiteConfig().contact): ContactLinks {
  return {
    phone: contact.phone,
    phoneAlt: contact.phoneAlt,
    email: contact.email,
    tel: telHref(contact.phone),
    telAlt: telHref(contact.phoneAlt),
    mailto: `mailto:${contact.email}`,
    whatsapp: `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`,
  };
}
