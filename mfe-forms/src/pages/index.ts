import type { RemotePages } from '@site/shared/contracts';
import ContactPage from './ContactPage';
import QuotePage from './QuotePage';

/** Every page this remote exposes, by its name in the contract: for its server renderer and its standalone runner. */
export const pages: RemotePages<'mfe-forms'> = {
  ContactPage,
  QuotePage,
};
