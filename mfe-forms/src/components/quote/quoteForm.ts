import type { FormValues } from '../common/useFormValues';
import type { QuoteValues } from './quoteValues';

export type QuoteForm = FormValues<QuoteValues>;
