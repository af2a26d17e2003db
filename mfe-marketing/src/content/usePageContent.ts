import { useContent } from '@site/shared/content';
import { homePageQuery } from './queries';
import { defaultHomeContent } from './defaults';

/** Home's sections in one round trip, merged over the built-in copy. (About's: `useAboutContent.ts`.) */
export const useHomeContent = () => useContent(homePageQuery, {}, defaultHomeContent);
