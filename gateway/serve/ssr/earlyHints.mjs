// @ts-check

/**
 * At most this many files are named in a page's `Link` header (a page has two or three stylesheets:
 * the shell's and its remote's). A hint that goes stale costs its bytes on a phone's connection, so
 * the bound is also the worst such a hint costs.
 */
export const MAX_EARLY_HINTS = 6;

/** `<link …>` tags of the page's head, and one attribute of a tag. */
const LINK_TAG = /<link\b[^>]*>/gi;
const attribute = (/** @type {string} */ tag, /** @type {string} */ name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The `Link` header value naming the stylesheets of the page's head (`rel=preload;as=style`), in the
 * head's order, at most `MAX_EARLY_HINTS`: what the first paint waits for, and what an edge sends
 * ahead as `103 Early Hints`. Not the boot scripts the head preloads: on the phone's link (1.6 Mbps)
 * a 103 naming them put ~200 KiB ahead of the HTML and its stylesheet, so pages painted 0.4–0.7 s
 * later and hydrated no sooner; naming the stylesheets alone, they paint as soon as on plain HTTP
 * (decision 0007). No spaces: the edge copies the value through HAProxy's runtime API, whose
 * arguments are split on spaces. Empty when the head has no stylesheet of the site's own.
 * @param {string} html a composed page
 */
export function earlyHintsLink(html) {
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  /** @type {string[]} */
  const styles = [];
  for (const [tag] of head.matchAll(LINK_TAG)) {
    if (attribute(tag, 'rel') !== 'stylesheet') continue;
    const href = attribute(tag, 'href')?.replace(/&amp;/g, '&');
    // Only the site's own paths: a URL with `>`, `,`, `;` or a space would break the header's syntax.
    if (href && /^\/[^\s<>,;"]*$/.test(href)) styles.push(`<${href}>;rel=preload;as=style`);
  }
  return styles.slice(0, MAX_EARLY_HINTS).join(',');
}
