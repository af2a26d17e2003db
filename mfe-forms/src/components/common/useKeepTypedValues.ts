import { useLayoutEffect, type RefObject } from 'react';

/**
 * Text typed into the server's HTML before the page hydrated: React hydrates the inputs with the
 * form's empty state and the next render would wipe them. Once, as the form hydrates, every named
 * field whose text differs from the form's value is taken into the form, so it stays and is sent.
 */
export function useKeepTypedValues<T extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  form: { getValues: () => T; setFieldValue: (path: string, value: string) => void },
) {
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const values = form.getValues() as Record<string, unknown>;
    for (const field of Array.from(element.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name || !(field.name in values)) continue;
      // No re-key: an uncontrolled input already shows the text, and a new key would replace the
      // element under the visitor's caret.
      if (typeof values[field.name] === 'string' && field.value !== values[field.name]) form.setFieldValue(field.name, field.value);
    }
  }, []);
}
