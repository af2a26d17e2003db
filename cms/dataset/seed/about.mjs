// @ts-check
/**
 * About page sections: the marketing remote's built-in copy (mfe-marketing/src/content/copy/about.json);
 * who is on the team, where the branches are and the headline numbers are in shared's firm.mjs.
 */
import { branches, coreTeam, headlineStats } from '@site/shared/content/firm.mjs';
import { imageRef } from './portableText.mjs';
import { remoteCopy } from './remoteCopy.mjs';

const about = remoteCopy('mfe-marketing', 'copy/about.json');

export const aboutDocuments = [
  { _id: 'whoWeAreSection', _type: 'whoWeAreSection', ...about.whoWeAre },
  { _id: 'ourApproachSection', _type: 'ourApproachSection', ...about.ourApproach },
  { _id: 'visionMissionSection', _type: 'visionMissionSection', ...about.visionMission },
  { _id: 'journeyTimelineSection', _type: 'journeyTimelineSection', ...about.timeline },
  {
    _id: 'experienceBranchesSection',
    _type: 'experienceBranchesSection',
    ...about.branches,
    branches: branches.map(({ key, name, address }) => ({ _key: key, name, address })),
  },
  {
    _id: 'partnersClientsSection',
    _type: 'partnersClientsSection',
    stats: headlineStats.map(({ key, label, value }) => ({ _key: key, label, value })),
    ...about.partners,
  },
  {
    _id: 'coreTeamSection',
    _type: 'coreTeamSection',
    teamMembers: coreTeam.map(({ key, name, title, location }) => ({
      _key: key,
      name,
      title,
      location,
      picture: imageRef(`team-${key}`),
      about: about.teamBios[key],
    })),
  },
];
