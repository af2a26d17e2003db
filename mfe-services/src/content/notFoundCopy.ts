import type { NotFoundCopy, UnavailableCopy } from '@site/shared/ui';

/** A service slug with neither a content document nor built-in copy. */
export const serviceNotFoundCopy: NotFoundCopy = {
  title: 'Service not found',
  text: 'We could not find a service at this address. It may have moved, or the link may be mistyped.',
  actions: [
    { label: 'Browse our services', to: '/services' },
    { label: 'Contact us', to: '/contact' },
  ],
};

/** A service page whose content could not be read right now (it may well exist). */
export const serviceUnavailableCopy: UnavailableCopy = {
  title: 'Page temporarily unavailable',
  text: 'This page cannot be loaded right now. Please try again in a moment.',
};
