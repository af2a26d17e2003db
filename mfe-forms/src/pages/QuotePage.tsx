import { Paper } from '@mantine/core';
import type { RemotePage } from '@site/shared/contracts';
import { FormPageLayout } from '../components/common/FormPageLayout';
import { QuoteWizard } from '../components/quote/QuoteWizard';
import { quotePageCopy } from '../content/defaults';

const QuotePage: RemotePage = () => (
  <FormPageLayout copy={quotePageCopy}>
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mt={{ base: 'xl', sm: 48 }}>
      <QuoteWizard />
    </Paper>
  </FormPageLayout>
);

export default QuotePage;
