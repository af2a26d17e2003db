/** Where the copy of a page that reads one content document comes from. */
export type ResolvedDocument<D, B> =
  | { from: 'content'; document: D }
  | { from: 'built-in'; copy: B }
  | { from: 'unavailable' }
  | { from: 'nowhere' };

const isDocument = (data: unknown): data is object => typeof data === 'object' && data !== null && !Array.isArray(data);

/**
 * The one rule for such pages: the content service's document whenever it has one; otherwise (no
 * document, or the service failed) the built-in copy for that address; otherwise, if the service
 * failed (`error`), the page is unavailable for now; only when the service answered that there is
 * no such document is the page not found. Editors therefore always win, and an outage never turns a
 * page into a 404.
 */
export function resolveDocument<D extends object, B>(
  data: D | null | undefined,
  builtIn: () => B | undefined,
  error?: string | null,
): ResolvedDocument<D, B> {
  if (isDocument(data)) return { from: 'content', document: data };
  const copy = builtIn();
  if (copy !== undefined) return { from: 'built-in', copy };
  return error ? { from: 'unavailable' } : { from: 'nowhere' };
}
