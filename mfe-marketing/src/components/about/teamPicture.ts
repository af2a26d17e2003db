import { imageUrl, type TeamMember } from '@site/shared/content';
import { defaultTeam } from '../../content/aboutDefaults';

const fallbackPicture = defaultTeam.teamMembers[0].picture;

/**
 * A member's picture at a square size, with its alt text. A member without a picture (or whose image
 * has no usable asset) gets a neutral portrait illustration rather than an empty box.
 */
export function teamPicture(member: TeamMember, size: number): { src: string; alt: string } {
  const src = imageUrl(member.picture, size, size);
  const name = member.name ?? 'team member';
  if (src) return { src, alt: member.picture?.alt || `Portrait of ${name}` };
  return { src: imageUrl(fallbackPicture, size, size)!, alt: `Portrait illustration standing in for ${name}` };
}
