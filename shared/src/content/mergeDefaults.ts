type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMissing = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Fills whatever the content service left out with the built-in copy, field by field, so a
 * half-filled document never leaves a hole on the page. Arrays are taken whole: an editor's list of
 * three cards replaces the default list rather than being padded with default cards.
 */
export function mergeDefaults<T>(defaults: T, content: unknown): T {
  if (isMissing(content)) return defaults;
  if (!isPlainObject(defaults) || !isPlainObject(content)) {
    return (typeof content === typeof defaults || defaults === undefined ? content : defaults) as T;
  }
  const merged: Plain = { ...content };
  for (const [key, fallback] of Object.entries(defaults)) {
    merged[key] = mergeDefaults(fallback, content[key]);
  }
  return merged as T;
}
