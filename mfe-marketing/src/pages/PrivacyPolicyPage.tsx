import { getSiteConfig } from '@site/shared/config';
import type { RemotePage } from '@site/shared/contracts';
import { LegalPageLayout } from '../components/legal/LegalPageLayout';
import { privacyPolicy } from '../components/legal/copy/privacyPolicy';

const PrivacyPolicyPage: RemotePage = () => <LegalPageLayout {...privacyPolicy(getSiteConfig().siteName)} />;

export default PrivacyPolicyPage;
