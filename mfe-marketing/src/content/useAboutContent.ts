import { useContent } from '@site/shared/content';
import { defaultAboutContent } from './aboutDefaults';
import { aboutPageQuery } from './queries';

/** About's sections in one round trip, merged over the built-in copy (a module of its own: see aboutDefaults.ts). */
export const useAboutContent = () => useContent(aboutPageQuery, {}, defaultAboutContent);
