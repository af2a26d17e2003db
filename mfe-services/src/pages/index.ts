import type { RemotePages } from '@site/shared/contracts';
import FaqPage from './FaqPage';
import ServicePage from './ServicePage';

/** Every page this remote exposes, by its name in the contract: for its server renderer and its standalone runner. */
export const pages: RemotePages<'mfe-services'> = {
  FaqPage,
  ServicePage,
};
