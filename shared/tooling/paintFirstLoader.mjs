// @ts-check

/** The JSON block in which the gateway lists the routed remote's scripts (its entry and the page's files). */
export const ROUTE_SCRIPTS_ID = 'route-scripts';

/**
 * The page's code, requested once the server HTML has painted: until then the phone's bandwidth and
 * main thread go to the HTML, its styles and its images, which are what a visitor came for. Then, in
 * one round trip, every file the boot needs is requested at once (the shell's, listed at build time,
 * and the routed remote's, listed by the gateway), instead of one hop at a time as the federation
 * runtime would find them (entry, bootstrap, shared packages, remote entry, page).
 * It runs at once when there is nothing to paint (no server HTML: `npm run dev`) or nothing will be
 * painted soon (a tab opened in the background; a browser without paint timing).
 * @param {string} entry the entry's URL
 * @param {string[]} bootFiles the other files of the shell's boot
 */
export const paintFirstLoader = (entry, bootFiles) =>
  `(function(){var done=false;function run(){if(done)return;done=true;var d=document,route=d.getElementById(${JSON.stringify(ROUTE_SCRIPTS_ID)});` +
  `${JSON.stringify(bootFiles)}.concat(route?JSON.parse(route.textContent):[]).forEach(function(href){var l=d.createElement('link');l.rel='preload';l.setAttribute('as','script');l.href=href;d.head.appendChild(l)});` +
  `var s=d.createElement('script');s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
  `var root=document.getElementById('root'),P=window.PerformanceObserver;` +
  `if(!root||!root.firstElementChild||document.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return run();` +
  `new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true})})()`;
