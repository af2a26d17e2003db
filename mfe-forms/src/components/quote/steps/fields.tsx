import { TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { Textarea } from '@mantine/core/fields';
import type { QuoteForm } from '../quoteForm';
import type { QuoteValues } from '../quoteValues';

/** The quote's text fields: their form name is their value's key. */
type TextField = { [K in keyof QuoteValues]: QuoteValues[K] extends string ? K : never }[keyof QuoteValues];

interface FieldProps {
  /** The quote form (not `form`, which is the HTML attribute naming a form element). */
  quote: QuoteForm;
  field: TextField;
}

/** A text input bound to one field of the quote form, named after it (the browser's autofill and validation read the name). */
export function QuoteTextInput({ quote, field, ...props }: FieldProps & Omit<TextInputProps, 'name' | 'form'>) {
  return <TextInput name={field} {...props} {...quote.getInputProps(field)} />;
}

/** A whole number the browser validates (`min`); the value stays the input's text. */
export function QuoteNumberInput({ min, ...props }: FieldProps & Omit<TextInputProps, 'name' | 'form' | 'type'> & { min: number }) {
  return <QuoteTextInput type="number" inputMode="numeric" min={min} step={1} {...props} />;
}

/** A multi-line text field bound to one field of the quote form. */
export function QuoteTextarea({ quote, field, ...props }: FieldProps & Omit<TextareaProps, 'name' | 'form'>) {
  return <Textarea name={field} {...props} {...quote.getInputProps(field)} />;
}
