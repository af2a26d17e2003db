// @ts-check
import { string, stringList } from './fields.mjs';

/**
 * Contact details for the contact page and the footer. The spec marks the fields "not shown": phones,
 * email, address lines, city, postal code, country, map embed URL, map link, WhatsApp and hours are
 * this schema's choice, from what the contact page and footer display.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'contactInfo',
  title: 'Contact information',
  type: 'document',
  fields: [
    stringList('phones', 'Phone numbers'),
    string('email', 'E-mail'),
    stringList('addressLines', 'Address lines'),
    string('city', 'City'),
    string('postalCode', 'Postal code'),
    string('country', 'Country'),
    { name: 'mapEmbedUrl', title: 'Map embed URL', type: 'url', description: 'A Google Maps embed URL, shown in an iframe.' },
    { name: 'mapLink', title: 'Map link', type: 'url' },
    string('whatsapp', 'WhatsApp number', { description: "International format, e.g. '+919848012345'." }),
    string('hours', 'Office hours'),
  ],
};
