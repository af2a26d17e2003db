import type { NotFoundCopy } from '@site/shared/ui';

/** Any path no route answers. */
export const pageNotFoundCopy: NotFoundCopy = {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  actions: [
    { label: 'Go to the home page', to: '/' },
    { label: 'Browse our services', to: '/services' },
  ],
};
