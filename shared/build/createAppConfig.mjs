// @ts-check
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './sharedDependencies.mjs';
import { devPorts } from './devPorts.mjs';
import { siteConfigFromEnv } from './siteConfig.mjs';
import { remotePages, remoteWidgets } from '../src/contracts/remotes.mjs';

/** The browsers the site supports: evergreen releases from 2024 on. */
const browserTargets = 'chrome >= 123, edge >= 123, firefox >= 120, safari >= 17.5';

/**
 * @typedef {object} AppOptions
 * @property {string} dir               the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @property {keyof typeof devPorts} app the app's package name
 * @property {string[]} [runtimePlugins] host only: MF runtime plugin files
 * @property {Record<string, () => object>} [devJson] extra JSON files the dev server answers (path -> body)
 */

/**
 * One Rspack config for every app, so the shell and the five remotes build the same way. A remote
 * is a Module Federation container with a manifest and `publicPath: 'auto'` (its assets resolve
 * relative to wherever its manifest is served, so one build can be copied to any versioned folder).
 * Its standalone `index.html` lets its team run it alone.
 * @param {AppOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ dir, app, runtimePlugins = [], devJson = {} }) {
  const isHost = app === 'shell';
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const name = app.replace(/-/g, '_');
  const exposes = isHost ? undefined : exposesFor(app);

  return {
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
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      // `import classes from './X.module.css'`, as CSS-modules code is written everywhere.
      parser: { 'css/module': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: browserTargets },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        // Remotes' own index.html is for standalone use only; the composed site uses the shell's.
        filename: 'index.html',
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __HOST_REACT_VERSION__: JSON.stringify(sharedConfig().react.version),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { exposes, filename: 'remoteEntry.js' }),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
      }),
    ],
    optimization: {
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
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The dev server answers the runtime files the production gateway serves.
      setupMiddlewares: (middlewares) => {
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
 * widget in `src/widgets/`. A missing file fails the build instead of a visitor's page.
 * @param {Exclude<keyof typeof devPorts, 'shell'>} app
 */
function exposesFor(app) {
  /** @type {Record<string, readonly string[]>} */
  const widgets = remoteWidgets;
  return Object.fromEntries([
    ...remotePages[app].map((page) => [`./${page}`, `./src/pages/${page}.tsx`]),
    ...(widgets[app] ?? []).map((widget) => [`./${widget}`, `./src/widgets/${widget}.tsx`]),
  ]);
}
