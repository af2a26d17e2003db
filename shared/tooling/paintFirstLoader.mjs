// @ts-check

/** The JSON block in which the gateway lists the routed remote's scripts (its entry and the page's files). */
export const ROUTE_SCRIPTS_ID = 'route-scripts';

/**
 * The page's code: fetched as soon as the page's styles are in, run once the server HTML has painted.
 * The loader sits at the end of the body, after every stylesheet, so the browser runs it only once
 * they have loaded: the HTML and CSS had the phone's bandwidth to themselves, and what first paint
 * needs is in. It then preloads, at low priority, every file the boot needs (the shell's, listed at
 * build time, and the routed remote's, listed by the gateway) in one round trip, so the download
 * overlaps the paint instead of starting after it, and the federation runtime finds them all in
 * the cache instead of one hop at a time (entry, bootstrap, shared packages, remote entry, page).
 * Until the first contentful paint the main thread stays with the page: only then does the entry run.
 * It runs at once when there is nothing to paint (no server HTML: `npm run dev`) or nothing will be
 * painted soon (a tab opened in the background; a browser without paint timing).
 * (Measured on the phone profile of `npm run bench -- --phone`: preloads in the head, even at low
 * priority, shared the bandwidth with the stylesheets and pushed first paint back; Chromium ignores
 * 103 Early Hints over HTTP/1.1, which the gateway speaks.)
 * @param {string} entry the entry's URL
 * @param {string[]} bootFiles the other files of the shell's boot
 */
export const paintFirstLoader = (entry, bootFiles) =>
  `(function(){var d=document,route=d.getElementById(${JSON.stringify(ROUTE_SCRIPTS_ID)});` +
  `${JSON.stringify([entry, ...bootFiles])}.concat(route?JSON.parse(route.textContent):[]).forEach(function(href){var l=d.createElement('link');l.rel='preload';l.setAttribute('as','script');l.setAttribute('fetchpriority','low');l.href=href;d.head.appendChild(l)});` +
  `var done=false;function run(){if(done)return;done=true;var s=d.createElement('script');s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
  `var root=d.getElementById('root'),P=window.PerformanceObserver;` +
  `if(!root||!root.firstElementChild||d.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return run();` +
  `new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true})})()`;
