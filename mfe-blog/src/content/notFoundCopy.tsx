import type { NotFoundCopy, UnavailableCopy } from '@site/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { articleCopy } from './defaults';

/** A blog address with neither a post from the content service nor a built-in post. */
export const articleNotFoundCopy: NotFoundCopy = {
  title: articleCopy.notFoundTitle,
  text: articleCopy.notFoundText,
  actions: [{ label: articleCopy.backToBlog, to: '/blog', icon: <ArrowLeft size={16} aria-hidden="true" /> }],
};

/** An article whose content could not be read right now (it may well exist). */
export const articleUnavailableCopy: UnavailableCopy = {
  title: 'Article temporarily unavailable',
  text: 'This article cannot be loaded right now. Please try again in a moment.',
};
