// @ts-check
import { image, string, text } from './fields.mjs';

/**
 * Brand and footer settings. The spec shows logo, siteName and navbarBrandText; tagline,
 * footerDescription, socialLinks and the accreditation fields are this schema's choice ("not shown"),
 * for the footer's description, social links and accreditation logo.
 */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    image('logo', 'Logo'),
    string('siteName', 'Site name'),
    string('navbarBrandText', 'Navbar brand text'),
    string('tagline', 'Tagline'),
    text('footerDescription', 'Footer description'),
    {
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'socialLink',
          fields: [string('platform', 'Platform', { options: { list: ['LinkedIn', 'X', 'YouTube', 'Facebook', 'Instagram'] } }), { name: 'url', title: 'URL', type: 'url' }],
        },
      ],
    },
    image('accreditationLogo', 'Accreditation logo'),
    string('accreditationText', 'Accreditation text'),
  ],
};
