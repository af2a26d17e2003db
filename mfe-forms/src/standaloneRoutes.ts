import type { StandaloneRoute } from '@site/shared/standalone';
import ContactPage from './pages/ContactPage';
import QuotePage from './pages/QuotePage';

/** The routes this remote answers when it runs alone (`npm run dev -w mfe-forms`). */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/contact', Page: ContactPage },
  { path: '/get-quote', Page: QuotePage },
];
