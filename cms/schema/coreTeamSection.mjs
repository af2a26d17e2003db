// @ts-check
import { image, string, text } from './fields.mjs';

/** About page: core team cards; Read More opens a popup with the picture and the about text. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'coreTeamSection',
  title: 'About: core team',
  type: 'document',
  fields: [
    {
      name: 'teamMembers',
      title: 'Team members',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'teamMember',
          fields: [string('name', 'Name'), string('title', 'Job title'), string('location', 'Location'), image('picture', 'Picture'), text('about', 'About', { rows: 5 })],
          preview: { select: { title: 'name', subtitle: 'title', media: 'picture' } },
        },
      ],
    },
  ],
};
