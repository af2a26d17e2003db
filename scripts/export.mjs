// @ts-check
// `npm run export`: a static copy of the whole site for a bucket behind a CDN (scripts/exportSite.mjs).
//
//   npm run export                          the whole site into export/
//   npm run export -- --out /tmp/site       somewhere else
//   npm run export -- --only mfe-blog       after a release or rollback of one remote: the HTML of its
//                                           routes, remotes.json and its live folder
//
// The pages are rendered as the production gateway renders them: with React's production build.
// React picks its build from NODE_ENV once, when the first module loads it (the export's route
// matching, react-router, does), and the shell's and remotes' server renderers get that React beside
// the gateway's react-dom/server; a development React under a production react-dom/server fails every
// render (`dispatcher.getOwner is not a function`). So NODE_ENV is set here, whatever the shell had,
// before anything is loaded: a static `import` would be evaluated before this line, hence the
// dynamic one.
process.env.NODE_ENV = 'production';

const { main } = await import('./exportSite.mjs');

// Exit when done: an idle keep-alive socket of a content client must not hold the command open.
main(process.argv.slice(2)).then(
  () => process.exit(),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
