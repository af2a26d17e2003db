import { getSiteConfig } from '@site/shared/config';
import type { RemotePage } from '@site/shared/contracts';
import { LegalPageLayout } from '../components/legal/LegalPageLayout';
import { refundPolicy } from '../components/legal/copy/refundPolicy';

const RefundPage: RemotePage = () => <LegalPageLayout {...refundPolicy(getSiteConfig().siteName)} />;

export default RefundPage;
