// @ts-check
import { string, text } from './fields.mjs';

/** About page: vision, mission and the four core values. */
/** @type {import('./fields.mjs').SchemaDocument} */
export default {
  name: 'visionMissionSection',
  title: 'About: vision and mission',
  type: 'document',
  fields: [
    string('visionTitle', 'Vision title'),
    text('visionContent', 'Vision'),
    string('missionTitle', 'Mission title'),
    text('missionContent', 'Mission'),
    string('valuesTitle', 'Values title'),
    {
      name: 'values',
      title: 'Values',
      type: 'array',
      of: [{ type: 'object', name: 'coreValue', fields: [string('title', 'Title'), text('description', 'Description')] }],
    },
  ],
};
