// @ts-check
// The firm's office, written once: the built-in `contactInfo` defaults (footer, contact page), the
// Hyderabad branch on the about page and the seed dataset's documents all read it. Plain JavaScript
// so the seed, run by node, imports it too.

const MAP_QUERY = 'Cyber Towers, HITEC City, Madhapur, Hyderabad 500081';

export const office = {
  addressLines: ['Plot 17, Cyber Towers Road', 'HITEC City, Madhapur'],
  city: 'Hyderabad',
  postalCode: '500081',
  country: 'India',
  mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(MAP_QUERY)}&output=embed`,
  mapLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(MAP_QUERY)}`,
  hours: 'Monday to Friday, 9:30 am to 6:30 pm IST',
};

/** The office address on one line, e.g. for a list of branches. */
export const officeAddress = `${office.addressLines.join(', ')}, ${office.city} ${office.postalCode}, ${office.country}`;
