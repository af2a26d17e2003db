// @ts-check
// Development only, first in every app's entry (createAppConfig.mjs adds it under `npm run dev`,
// never to a production or server build). Two things Fast Refresh under federation needs:
//
// 1. The page-wide React hook every refresh runtime registers with, made before React or any runtime
//    loads. Each app is its own bundle with its own React Refresh runtime (namespaced by the plugin's
//    `library`), and all of them must reach the one React renderer the shell provides. A runtime
//    finds a renderer that loaded before it in the hook's `renderers`; the stand-in hook React
//    Refresh makes when the React DevTools are absent never fills that map, so a remote's runtime,
//    loaded after React, found no renderer and refreshed nothing, silently. This hook records each
//    renderer, as the DevTools' own does; with the DevTools installed, theirs is used.
// 2. Saying so when an edit could not be applied in place: the update is refused (`abort`/`fail`),
//    the dev-server client reloads the page, and the console's lines from before the reload are
//    gone. The reason is kept in session storage and written again, as a warning, after the reload.
// 3. Inside a deployed site (`npm run dev -- <remote> --site <url>`), whose React is the production
//    build and refreshes nothing: after each update applied, telling the shell, which renders this
//    remote's pages again from the new code (`REMOTE_UPDATED_EVENT`). The page is not reloaded.

import { REMOTE_UPDATED_EVENT } from '../src/contracts/remoteUpdated.mjs';

/** @type {any} */
const page = globalThis;

if (!page.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  let nextId = 0;
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    /** @param {unknown} renderer */
    inject(renderer) {
      const id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}

/** The session-storage key of the last reload's reason. */
const reloadNoticeKey = 'fast-refresh-reload';
/** The app whose bundle this copy is in (`?app=` on the entry). */
// @ts-expect-error `__resourceQuery` is the bundler's: this module's query string.
const app = new URLSearchParams(__resourceQuery).get('app') ?? 'app';

try {
  const notice = page.sessionStorage?.getItem(reloadNoticeKey);
  if (notice) {
    page.sessionStorage.removeItem(reloadNoticeKey);
    console.warn(`[Fast Refresh] ${notice}`);
  }
} catch {
  // Storage blocked: the notice before the reload is all there is.
}

/** True when a React renderer on the page can swap components in place (React's development build). */
const canRefreshInPlace = () => [...(page.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.values() ?? [])].some((renderer) => typeof renderer?.scheduleRefresh === 'function');

/** The bundler's hot-update API for this app's runtime (`import.meta.webpackHot`). */
const hot = /** @type {any} */ (import.meta).webpackHot;
if (hot) {
  let applying = false;
  hot.addStatusHandler((/** @type {string} */ status) => {
    if (status === 'apply') applying = true;
    if (status === 'idle' && applying) {
      applying = false;
      if (!canRefreshInPlace()) page.dispatchEvent(new CustomEvent(REMOTE_UPDATED_EVENT, { detail: { remote: app } }));
    }
    if (status !== 'abort' && status !== 'fail') return;
    applying = false;
    const notice = `Full reload: an edit in ${app} could not be applied in place (a changed module is not only React components, or an update failed; the [HMR] lines before the reload say which).`;
    console.warn(`[Fast Refresh] ${notice}`);
    try {
      page.sessionStorage?.setItem(reloadNoticeKey, notice);
    } catch {
      // See above.
    }
  });
}
