// @ts-check
// Development inside a deployed site only (`DEV_INSIDE_SITE`, createAppConfig.mjs), on the modules a
// remote exposes. There the page runs React's production build, which cannot refresh components in
// place, so React Fast Refresh's runtime is left out and nothing would take a hot update: every edit
// would reload the page. An exposed module that accepts its own updates takes those of everything it
// imports too; once applied, `fastRefreshEntry.mjs` tells the shell, which renders the remote's pages
// again from the new code: the page stays, the rest of it keeps its state.

/** @param {string} source */
export default function acceptHotUpdates(source) {
  return `${source}\nif (import.meta.webpackHot) import.meta.webpackHot.accept();\n`;
}
