import type { RemotePage } from '@site/shared/contracts';
import { LegalIndex } from '../components/legal/LegalIndex';
import { policiesIndex } from '../content/legalIndexes';

/** /policies and /policies/:item: the policy documents, leading to the legal pages. */
const PoliciesPage: RemotePage = () => <LegalIndex copy={policiesIndex} />;

export default PoliciesPage;
