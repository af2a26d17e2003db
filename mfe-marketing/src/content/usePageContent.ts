import { useContent } from '@site/shared/content';
import { aboutPageQuery, homePageQuery } from './queries';
import { defaultAboutContent, defaultHomeContent } from './defaults';

/** Home's sections in one round trip, merged over the built-in copy. */
export const useHomeContent = () => useContent(homePageQuery, {}, defaultHomeContent);

/** About's sections in one round trip, merged over the built-in copy. */
export const useAboutContent = () => useContent(aboutPageQuery, {}, defaultAboutContent);
