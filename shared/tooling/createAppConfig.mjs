// @ts-check
import path from 'node:path';
import rspack from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { providedModuleAliases, sharedConfig } from './sharedDependencies.mjs';
import { devPorts } from './devPorts.mjs';
import { siteConfigFromEnv } from './siteConfig.mjs';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pagesOf, remoteWidgets } from '../src/contracts/remotes.mjs';
import { serverExternals } from './serverExternals.mjs';
import { BootScriptsPlugin } from './bootScriptsPlugin.mjs';
import { PrecompressPlugin } from './precompressPlugin.mjs';
import { KitsFilePlugin } from './kitsFilePlugin.mjs';
import { onDemandKitGroups } from './onDemandKitChunks.mjs';
import { devServerAccess } from './devServerAccess.mjs';

/** The browsers the site supports: evergreen releases from 2024 on. */
const browserTargets = 'chrome >= 123, edge >= 123, firefox >= 120, safari >= 17.5';

/**
 * @typedef {object} AppOptions
 * @property {string} dir               the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @property {keyof typeof devPorts} app the app's package name
 * @property {string[]} [runtimePlugins] host only: MF runtime plugin files
 * @property {Record<string, () => object>} [devJson] extra JSON files the dev server answers (path -> body)
 * @property {object[]} [devProxy] host only: dev-server proxies (the chat API)
 */

const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '..');

/**
 * React Router's package exports only its development build to bundlers (warnings and checks
 * included); production browser builds take the production one.
 */
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'production/dom-export.mjs'),
};

const federationRequire = createRequire(createRequire(import.meta.url).resolve('@module-federation/runtime-tools'));

/**
 * The federation runtime as ES modules. The plugin imports its bundler runtime and runtime by their
 * CommonJS files, and those require the rest as CommonJS, which cannot be tree-shaken: every remote
 * entry carried all of `@module-federation/sdk` (Node script loading, manifest snapshots, a logger).
 * Each package's module build is the same version of the same code; the bundler runtime is aliased
 * by the file the plugin imports, the others by name (so nothing loads a second, CommonJS copy).
 */
const federationRuntimeModules = Object.fromEntries(
  ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk', 'error-codes'].map((name) => {
    const commonJs = federationRequire.resolve(`@module-federation/${name}`);
    const esm = commonJs.replace(/\.cjs$/, name === 'error-codes' ? '.mjs' : '.js');
    return [name === 'webpack-bundler-runtime' ? commonJs : name === 'runtime' ? '@module-federation/runtime' : `@module-federation/${name}$`, esm];
  }),
);

/**
 * A remote inside the site takes the shell's federation bundler runtime, as it takes its runtime
 * (`externalRuntime`): the file the plugin imports is this stand-in (see the file).
 */
const bundlerRuntimeFromShell = {
  [federationRequire.resolve('@module-federation/webpack-bundler-runtime')]: path.join(import.meta.dirname, '../src/federation/bundlerRuntimeFromShell.mjs'),
};

const isProduction = () => process.env.NODE_ENV === 'production' || process.argv.includes('production');

/**
 * A remote's dev server whose code runs inside a deployed site (`npm run dev -- <remote> --site
 * <url>` sets `DEV_INSIDE_SITE=1`): built as the deployed remotes are (React's production build, the
 * shell's shared modules and federation runtime), since a development build's JSX runtime needs
 * React's development build, which a deployed shell does not have; and with hot updates, applied in
 * place (`acceptHotUpdatesLoader.mjs`).
 */
const isInsideSite = () => process.env.DEV_INSIDE_SITE === '1';

/**
 * TypeScript and JSX through SWC. `refresh` adds React Fast Refresh's registrations, which only the
 * development browser build has (with `ReactRefreshRspackPlugin`): never a production or server build.
 * @param {{ development: boolean; refresh: boolean }} react
 * @returns {import('@rspack/core').RuleSetRule}
 */
const scriptRule = ({ development, refresh }) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development, refresh } },
    },
    env: { targets: browserTargets },
  },
  type: 'javascript/auto',
});

/**
 * Development only, first in each app's entry: the React hook every app's Fast Refresh runtime
 * registers with, and the notice of a reload Fast Refresh could not avoid (see the file).
 */
const fastRefreshEntry = path.join(import.meta.dirname, 'fastRefreshEntry.mjs');

/** Inside a deployed site, each exposed module takes the hot updates of what it imports (see the file). */
const acceptHotUpdatesLoader = path.join(import.meta.dirname, 'acceptHotUpdatesLoader.mjs');

/** Same class names in the browser build and the server renderer, so server HTML hydrates. */
const cssModuleNames = { localIdentName: '[uniqueName]__[local]__[hash:6]' };

/**
 * The configs of one app: its browser build and, in production, the server renderer beside it when
 * the app has one (`src/server.ts(x)`), written to `dist/server/` so a release publishes both in the
 * same versioned folder.
 * @param {AppOptions} options
 * @returns {import('@rspack/core').Configuration[]}
 */
export function createAppConfigs(options) {
  const browser = createAppConfig(options);
  const serverEntry = ['./src/server.tsx', './src/server.ts'].find((file) => existsSync(path.join(options.dir, file)));
  return isProduction() && serverEntry ? [browser, createServerConfig(options, serverEntry)] : [browser];
}

/**
 * The server renderer of an app: a single CommonJS file for Node. The packages the browser shares as
 * Module Federation singletons (React, the router, Mantine, the content cache) stay outside the bundle:
 * the gateway provides them, so the shell and every remote render in one React tree, as in the browser.
 * @param {AppOptions} options
 * @param {string} entry
 * @returns {import('@rspack/core').Configuration}
 */
export function createServerConfig({ dir, app }, entry) {
  const browser = createAppConfig({ dir, app });
  return {
    context: dir,
    name: `${app}-server`,
    // After the browser build, which cleans `dist/` first.
    dependencies: [app],
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { index: entry },
    output: {
      path: path.join(dir, 'dist', 'server'),
      // Assets resolve against the remote's versioned folder, which the gateway sets at load time.
      publicPath: app === 'shell' ? '/' : '',
      uniqueName: app.replace(/-/g, '_'),
      filename: 'index.js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: browser.resolve,
    externalsType: 'commonjs',
    externals: serverExternals,
    module: {
      parser: browser.module?.parser,
      generator: {
        'css/module': { ...cssModuleNames, exportsOnly: true },
        css: { exportsOnly: true },
        // The browser build publishes the files; the server only needs their URLs.
        asset: { emit: false },
        'asset/resource': { emit: false },
      },
      // The browser build's rules, scripts compiled for production whatever the mode: no Fast Refresh.
      rules: [scriptRule({ development: false, refresh: false }), ...(browser.module?.rules ?? []).slice(1)],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: the gateway evaluates it with the shared packages it provides.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}


/**
 * A remote's standalone page (`npm run dev -w <remote>`): an empty root its bootstrap renders into.
 * @param {string} app
 */
export const standaloneHtml = (app) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${app} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * One Rspack config for every app, so the shell and the five remotes build the same way. A remote
 * is a Module Federation container with a manifest and `publicPath: 'auto'` (its assets resolve
 * relative to wherever its manifest is served, so one build can be copied to any versioned folder).
 * Its standalone page (`standaloneHtml`) lets its team run it alone.
 * @param {AppOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ dir, app, runtimePlugins = [], devJson = {}, devProxy }) {
  const isHost = app === 'shell';
  const production = isProduction();
  const insideSite = !production && !isHost && isInsideSite();
  // React, the router and the federation runtime as a deployed site runs them.
  const productionRuntime = production || insideSite;
  // Who may load the dev server's code: pages on this machine by any loopback name, and the deployed site a remote runs inside.
  const access = devServerAccess(insideSite ? process.env.DEV_SITE_ORIGIN : undefined);
  const name = app.replace(/-/g, '_');
  const exposes = isHost ? undefined : exposesFor(app);

  return {
    name: app,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        ...providedModuleAliases,
        ...federationRuntimeModules,
        ...(productionRuntime ? reactRouterProduction : {}),
        ...(productionRuntime && !isHost ? bundlerRuntimeFromShell : {}),
      },
    },
    module: {
      // `import classes from './X.module.css'`, as CSS-modules code is written everywhere.
      parser: { 'css/module': { namedExports: false } },
      generator: { 'css/module': cssModuleNames },
      rules: [
        // Fast Refresh in development only (the plugin below injects its runtime): production output
        // carries none of it.
        scriptRule({ development: !productionRuntime, refresh: !productionRuntime }),
        ...(insideSite && exposes
          ? [{ include: Object.values(exposes).map((expose) => path.join(dir, expose.import)), enforce: /** @type {const} */ ('post'), loader: acceptHotUpdatesLoader }]
          : []),
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        // Files under 1 KB (small icons) go inline as data URLs: a request each costs more than the
        // bytes. Larger ones would only grow the scripts that import them. A data URL is base64,
        // which compresses badly: an image outside the page's scripts' path (the brand mark, the
        // built-in seal) is a `?file`, below.
        { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, resourceQuery: { not: [/^\?file$/] }, type: 'asset', parser: { dataUrlCondition: { maxSize: 1024 } } },
        // `?file`: always a file of its own, whatever its size: an image a page shows only sometimes
        // (a built-in portrait, when the content has none), whose bytes should not ride in its script.
        { test: /\.(png|jpe?g|webp|avif|gif|svg)$/i, resourceQuery: /^\?file$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // The shell's index.html is the site's page; a remote's is its standalone page, for its team
        // only (the composed site uses the shell's), the same for every remote.
        ...(isHost ? { template: path.join(dir, 'index.html') } : { templateContent: standaloneHtml(app) }),
        filename: 'index.html',
      }),
      // The site's page runs its code once the server HTML has painted, every boot file asked for at once.
      ...(isHost && production ? [new BootScriptsPlugin()] : []),
      // What this build takes from the kits (and the shell's, what they provide): the release gate
      // refuses a remote version that needs an export the shell's kit lacks.
      new KitsFilePlugin({ provides: isHost, shellBundlerRuntime: productionRuntime && !isHost }),
      // Served as published: each file's brotli and gzip copies are made once, here.
      ...(production ? [new PrecompressPlugin()] : []),
      // React Fast Refresh under `npm run dev`: an edited component is swapped in place, its state
      // kept. Each app is its own bundle with its own refresh runtime, namespaced by its uniqueName
      // (the plugin's `library`), all registering with the one React the shell provides; an update
      // the runtime cannot apply falls back to a full reload, logged in the console. Inside a deployed
      // site, whose React cannot refresh, the shell renders the updated remote's pages again instead.
      ...(production ? [] : [new rspack.EntryPlugin(dir, `${fastRefreshEntry}?app=${app}`, { name: undefined })]),
      ...(productionRuntime ? [] : [new ReactRefreshRspackPlugin({ library: name, exclude: [/[\\/]node_modules[\\/]/, fastRefreshEntry] })]),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(productionRuntime ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { exposes, filename: 'remoteEntry.js' }),
        // The shell's lists the files of the packages it shares, which its page's loader asks for.
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        shared: sharedConfig({ provide: isHost || !productionRuntime }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        experiments: {
          // One federation runtime per page, the shell's: a remote's entry would otherwise carry its
          // own copy (~25 KB gzip each). A remote still runs alone in development, with its own.
          ...(isHost ? { provideExternalRuntime: true } : productionRuntime ? { externalRuntime: true } : {}),
          // No manifest snapshots (with their preload of a remote's assets): a remote loads no other
          // remote, and the shell registers each remote by its entry script, read from the manifest
          // itself (`shell/src/federation/remotesPointer.ts`).
          optimization: { target: 'web', disableSnapshot: true, ...(isHost ? {} : { disableRemote: true }) },
        },
      }),
    ],
    optimization: {
      // The DefinePlugin above says which React build runs, whatever the mode.
      nodeEnv: false,
      // The shell's own styles (navbar, footer, layout) join the entry's stylesheet, which the HTML
      // links: server-rendered chrome is styled before any script runs.
      // The packages the shell provides are two files, React and the rest (the kits, the content
      // cache…): every page boots with all of them, and as one file per package they were eight
      // more requests before the page is interactive; as one file, one long task to compile. Each
      // is still evaluated only when first imported.
      // A remote's page is one file besides its entry (the gateway lists both for the shell's loader):
      // split chunks were two to five more requests per page before it is interactive, for code a
      // first visit needs anyway. What two pages of a remote both use is in both files.
      splitChunks: isHost
        ? {
            cacheGroups: {
              chromeStyles: { test: /\.css$/, name: 'main', chunks: 'all', enforce: true },
              react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', enforce: true, priority: 1 },
              // The kits (`shared/src/kits/`) are what the shell provides as Mantine and the router, and
              // the content cache a module of `shared` it provides too. web-vitals is not: it is loaded
              // after hydration in the shell's field file, never at boot; nor is what Mantine's provider
              // alone uses, loaded only without server HTML (the kit's `mantine-provider` file).
              // An on-demand kit (`onDemandKits`, the quote wizard's controls) is a file of its own.
              ...onDemandKitGroups(),
              sharedPackages: {
                test: /[\\/](node_modules[\\/](?!web-vitals[\\/])|src[\\/]kits[\\/]|src[\\/]content[\\/]contentCache\.mjs$)/,
                name: 'packages',
                chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'mantine-provider',
                enforce: true,
              },
            },
          }
        : false,
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // Browsers that know CSS `light-dark()`: older targets make the minifier rewrite it into
        // variables nothing defines, which drops the whole rule.
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: browserTargets } }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: devPorts[app],
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      allowedHosts: access.allowedHosts,
      webSocketServer: access.webSocketServer,
      headers: access.headers,
      ...(devProxy ? { proxy: devProxy } : {}),
      // The dev server answers the runtime files the production gateway serves.
      setupMiddlewares: (middlewares) => {
        access.guard(middlewares);
        const json = { '/site-config.json': () => siteConfigFromEnv(process.env), ...devJson };
        for (const [route, body] of Object.entries(json)) {
          middlewares.unshift({
            name: route,
            path: route,
            middleware: (/** @type {any} */ _req, /** @type {import('node:http').ServerResponse} */ res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(body()));
            },
          });
        }
        return middlewares;
      },
    },
  };
}

/**
 * A remote exposes exactly what the contract lists: one file per page in `src/pages/`, one per
 * widget in `src/widgets/`. A missing file fails the build instead of a visitor's page. Each is
 * built to a file named after it (`HomePage.<hash>.js`).
 * @param {Exclude<keyof typeof devPorts, 'shell'>} app
 */
function exposesFor(app) {
  /** @type {Record<string, readonly string[]>} */
  const widgets = remoteWidgets;
  return Object.fromEntries([
    ...pagesOf(app).map((page) => [`./${page}`, { import: `./src/pages/${page}.tsx`, name: page }]),
    ...(widgets[app] ?? []).map((widget) => [`./${widget}`, { import: `./src/widgets/${widget}.tsx`, name: widget }]),
  ]);
}
