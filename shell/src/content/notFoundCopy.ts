import type { NotFoundCopy } from '@site/shared/ui';

/** Any path no route answers; the view's site-wide ways on (home page, services) fit it. */
export const pageNotFoundCopy: NotFoundCopy = {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
};
