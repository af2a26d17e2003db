// @ts-check
import { onDemandKits } from '../src/kits/kitSources.mjs';
import { sharedSingletons } from './sharedDependencies.mjs';

/**
 * What a server renderer takes from the gateway instead of bundling: the packages the browser shares
 * as singletons, the server-only React entries, and DOMPurify (the gateway gives it a DOM to work on).
 */
export const serverProvidedPackages = [
  ...sharedSingletons,
  'react-dom/server',
  'react-dom/static',
  'react-router',
  'dompurify',
  // Shared no more in the browser, but renderers already released ask the gateway for them: what the
  // gateway once provided it keeps providing, or a rollback would lose its server rendering.
  '@mantine/hooks',
  '@mantine/form',
  // Not TanStack Query (decision 0014): a version that consumes it cannot run in the browser under
  // this shell either, and the release gate refuses it (`checkSharedProvided`).
];

const packageOf = (/** @type {string} */ request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/** @param {string} request */
export const isServerProvided = (request) =>
  serverProvidedPackages.includes(request) || serverProvidedPackages.includes(packageOf(request));

/** Rspack `externals`: provided packages and Node's built-ins stay `require` calls (a kit under a name of its own, its package's). */
export function serverExternals(/** @type {{ request?: string }} */ { request }, /** @type {(error?: Error | null, result?: string) => void} */ callback) {
  if (request && !request.endsWith('.css') && (isServerProvided(request) || request.startsWith('node:'))) return callback(null, `commonjs ${onDemandKits[request] ?? request}`);
  callback();
}
