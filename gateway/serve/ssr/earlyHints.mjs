// @ts-check

/**
 * At most this many files are named in a page's `Link` header: the boot's files (the shell's entry,
 * bootstrap and shared packages, the routed remote's entry and page files) are 6–10. A hint that
 * goes stale costs its bytes on a phone's connection, so the bound is also the worst such a hint costs.
 */
export const MAX_EARLY_HINTS = 12;

/** `<link …>` tags of the page's head, and one attribute of a tag. */
const LINK_TAG = /<link\b[^>]*>/gi;
const attribute = (/** @type {string} */ tag, /** @type {string} */ name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The `Link` header value naming the page's stylesheets (`as=style`) and the scripts its head preloads
 * (`<link rel="preload" as="script">`: the shell's, written by `bootScriptsPlugin.mjs`, and the routed
 * remote's, written by the composer), styles first, each in the head's order, at most
 * `MAX_EARLY_HINTS`. The same request as the tag's (same `as`, no `crossorigin`), so the browser uses
 * one download for both. No spaces: the edge copies the
 * value through HAProxy's runtime API, whose arguments are split on spaces. Empty when the head
 * preloads nothing (the empty shell, a page without its remote's manifest).
 * @param {string} html a composed page
 */
export function earlyHintsLink(html) {
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  /** @type {string[]} */
  const styles = [];
  /** @type {string[]} */
  const scripts = [];
  for (const [tag] of head.matchAll(LINK_TAG)) {
    const rel = attribute(tag, 'rel');
    const isScript = rel === 'preload' && attribute(tag, 'as') === 'script';
    if (!isScript && rel !== 'stylesheet') continue;
    const href = attribute(tag, 'href')?.replace(/&amp;/g, '&');
    // Only the site's own paths: a URL with `>`, `,`, `;` or a space would break the header's syntax.
    if (!href || !/^\/[^\s<>,;"]*$/.test(href)) continue;
    const priority = attribute(tag, 'fetchpriority');
    if (isScript) scripts.push(`<${href}>;rel=preload;as=script${priority ? `;fetchpriority=${priority}` : ''}`);
    else styles.push(`<${href}>;rel=preload;as=style`);
  }
  // The styles first: the first paint waits for them, and the scripts run only after it.
  return [...styles, ...scripts].slice(0, MAX_EARLY_HINTS).join(',');
}
