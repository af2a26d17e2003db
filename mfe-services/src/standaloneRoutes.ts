import type { StandaloneRoute } from '@site/shared/standalone';
import FaqPage from './pages/FaqPage';
import ServicePage from './pages/ServicePage';

/** The routes this remote answers when it runs alone (`npm run dev -w mfe-services`). */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/faq', Page: FaqPage },
  { path: '/services/:slug', Page: ServicePage },
  { path: '/:slug', Page: ServicePage },
];
