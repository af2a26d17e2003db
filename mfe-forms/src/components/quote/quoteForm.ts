import type { UseFormReturnType } from '@mantine/form';
import type { QuoteValues } from './quoteValues';

export type QuoteForm = UseFormReturnType<QuoteValues>;
