import type { StandaloneRoute } from '@site/shared/standalone';
import HomePage from './pages/HomePage';
import AboutPage from './pages/AboutPage';
import ServicesOverviewPage from './pages/ServicesOverviewPage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import TermsOfUsePage from './pages/TermsOfUsePage';
import DisclaimerPage from './pages/DisclaimerPage';
import RefundPage from './pages/RefundPage';

/** The routes this remote answers when it runs alone (`npm run dev -w mfe-marketing`). */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/', Page: HomePage },
  { path: '/about', Page: AboutPage },
  { path: '/services', Page: ServicesOverviewPage },
  { path: '/privacy-policy', Page: PrivacyPolicyPage },
  { path: '/terms-of-use', Page: TermsOfUsePage },
  { path: '/disclaimer', Page: DisclaimerPage },
  { path: '/refund', Page: RefundPage },
];
