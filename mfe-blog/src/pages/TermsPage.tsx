import type { RemotePage } from '@site/shared/contracts';
import { LegalIndex } from '../components/legal/LegalIndex';
import { termsIndex } from '../content/legalIndexes';

/** /terms and /terms/:item: the sections of the terms of use, leading to the legal pages. */
const TermsPage: RemotePage = () => <LegalIndex copy={termsIndex} />;

export default TermsPage;
