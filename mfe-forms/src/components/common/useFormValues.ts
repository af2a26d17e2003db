import { useCallback, useMemo, useRef, useState } from 'react';

/** A field's value, wherever the change comes from: an input's event, or a group's value (Checkbox.Group, Radio.Group). */
function valueOf(change: unknown): unknown {
  if (change && typeof change === 'object' && 'nativeEvent' in change && 'currentTarget' in change) {
    const target = change.currentTarget;
    if (target instanceof HTMLInputElement && target.type === 'checkbox') return target.checked;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target.value;
  }
  return change;
}

/** A copy of `values` with the field at a dotted path (`employeeDistribution.it`) set. */
function withField<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const record = values as Record<string, unknown>;
  return { ...record, [key]: rest.length ? withField(record[key], rest.join('.'), value) : value } as T;
}

export interface FormValues<T> {
  /** The values as rendered. */
  values: T;
  /** The values now, changes of this very event included. */
  getValues: () => T;
  setValues: (values: T) => void;
  setFieldValue: (path: string, value: unknown) => void;
  /** What a field needs: its value, a change handler, and the `data-path` the form's fields have always carried. */
  getInputProps: <K extends keyof T & string>(path: K) => { value: T[K]; onChange: (change: unknown) => void; 'data-path': K };
}

/**
 * A form's values in React state: the few things the quote wizard asked of `@mantine/form`
 * (controlled fields, no validation of its own: the browser validates), without its ~5 KiB brotli in
 * the page's file. Fields bound with `getInputProps` render as they did.
 */
export function useFormValues<T extends object>(initialValues: T): FormValues<T> {
  const [values, setState] = useState(initialValues);
  const current = useRef(values);
  const setValues = useCallback((next: T) => {
    current.current = next;
    setState(next);
  }, []);
  const setFieldValue = useCallback((path: string, value: unknown) => setValues(withField(current.current, path, value)), [setValues]);
  return useMemo(
    () => ({
      values,
      getValues: () => current.current,
      setValues,
      setFieldValue,
      getInputProps: (path) => ({ value: values[path], onChange: (change) => setFieldValue(path, valueOf(change)), 'data-path': path }),
    }),
    [values, setValues, setFieldValue],
  );
}
