// @ts-check

/**
 * How a page asks early for a script it will run later: a preload in the head, at low priority.
 * The preload scanner finds it as the HTML arrives, so the ~200 KiB of script download while the
 * HTML and CSS are parsed and painted instead of after. The shell's build writes these tags for its
 * boot files (`bootScriptsPlugin.mjs`), the gateway for the routed remote's entry and page files.
 */
export const SCRIPT_PRELOAD_ATTRIBUTES = /** @type {const} */ ({ rel: 'preload', as: 'script', fetchpriority: 'low' });

/** @param {string} href an already attribute-safe URL */
export const scriptPreloadTag = (href) =>
  `<link ${Object.entries(SCRIPT_PRELOAD_ATTRIBUTES).map(([name, value]) => `${name}="${value}"`).join(' ')} href="${href}">`;

/**
 * The page's code runs after the server HTML has painted. Its files are already on their way (see
 * above); this loader, at the end of the body, runs the entry at the first contentful paint, so the
 * main thread stays with the page until then. It runs it at once when there is nothing to paint (no
 * server HTML: `npm run dev`) or nothing will be painted soon (a tab opened in the background; a
 * browser without paint timing).
 * @param {string} entry the entry's URL
 */
export const paintFirstLoader = (entry) =>
  `(function(){var d=document,done=false;function run(){if(done)return;done=true;var s=d.createElement('script');s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
  `var root=d.getElementById('root'),P=window.PerformanceObserver;` +
  `if(!root||!root.firstElementChild||d.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return run();` +
  `new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true})})()`;
