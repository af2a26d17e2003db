/** Where the copy of a page that reads one content document comes from. */
export type ResolvedDocument<D, B> =
  | { from: 'content'; document: D }
  | { from: 'built-in'; copy: B }
  | { from: 'nowhere' };

const isDocument = (data: unknown): data is object => typeof data === 'object' && data !== null && !Array.isArray(data);

/**
 * The one rule for such pages: the content service's document whenever it has one; otherwise (no
 * document, or the service failed) the built-in copy for that address; otherwise the page is not
 * found. Editors therefore always win, and an outage never turns a known page into a 404.
 */
export function resolveDocument<D extends object, B>(data: D | null | undefined, builtIn: () => B | undefined): ResolvedDocument<D, B> {
  if (isDocument(data)) return { from: 'content', document: data };
  const copy = builtIn();
  return copy === undefined ? { from: 'nowhere' } : { from: 'built-in', copy };
}
