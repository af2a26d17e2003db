import { getSiteConfig } from '@site/shared/config';
import type { RemotePage } from '@site/shared/contracts';
import { LegalPageLayout } from '../components/legal/LegalPageLayout';
import { termsOfUse } from '../components/legal/copy/termsOfUse';

const TermsOfUsePage: RemotePage = () => <LegalPageLayout {...termsOfUse(getSiteConfig().siteName)} />;

export default TermsOfUsePage;
