import type { RemotePages } from '@site/shared/contracts';
import HomePage from './HomePage';
import AboutPage from './AboutPage';
import ServicesOverviewPage from './ServicesOverviewPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsOfUsePage from './TermsOfUsePage';
import DisclaimerPage from './DisclaimerPage';
import RefundPage from './RefundPage';

/** Every page this remote exposes, by its name in the contract: for its server renderer and its standalone runner. */
export const pages: RemotePages<'mfe-marketing'> = {
  HomePage,
  AboutPage,
  ServicesOverviewPage,
  PrivacyPolicyPage,
  TermsOfUsePage,
  DisclaimerPage,
  RefundPage,
};
