// @ts-check
import path from 'node:path';
import rspack from '@rspack/core';

/**
 * The release page's build: one client-rendered app, no Module Federation (it is not a remote and
 * the shell never loads it), served by the gateway under `/_releases/`. Its own React and Mantine,
 * the same versions as the site's.
 * @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: import.meta.dirname,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.join(import.meta.dirname, 'dist'),
      publicPath: '/_releases/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    // A tool for a handful of release managers, downloaded once: the site's size budgets are for visitors.
    performance: { hints: false },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !production } } },
            env: { targets: 'chrome >= 123, edge >= 123, firefox >= 120, safari >= 17.5' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
    ],
  };
};
