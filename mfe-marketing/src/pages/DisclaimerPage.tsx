import { getSiteConfig } from '@site/shared/config';
import type { RemotePage } from '@site/shared/contracts';
import { LegalPageLayout } from '../components/legal/LegalPageLayout';
import { disclaimer } from '../components/legal/copy/disclaimer';

const DisclaimerPage: RemotePage = () => <LegalPageLayout {...disclaimer(getSiteConfig().siteName)} />;

export default DisclaimerPage;
