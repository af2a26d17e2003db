// @ts-check

/** A host no site has: a path resolves against it to see whether it stays on the site it is given to. */
const HERE = 'http://site.invalid';

/**
 * A path a redirect may send a browser to on this site, normalised as a browser reads it (backslashes
 * as slashes, tabs and newlines dropped, dot segments resolved), or undefined when it is not one: a
 * `Location` of `/\evil.example` or `/<TAB>/evil.example` opens another site, and so does any path
 * that comes out starting with `//`.
 * @param {unknown} given
 * @returns {string | undefined}
 */
export function sitePath(given) {
  if (typeof given !== 'string' || !given.startsWith('/') || given.length > 2048) return undefined;
  let url;
  try {
    url = new URL(given, HERE);
  } catch {
    return undefined;
  }
  if (url.origin !== HERE || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
