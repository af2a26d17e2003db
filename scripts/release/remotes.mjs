// @ts-check
// `npm run remotes`: each remote's live version, since when, what else is published, and its health.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { publishedVersions, readPointer, STORE_URL_PREFIX } from './deployStore.mjs';
import { checkRemoteHealth } from './health.mjs';
import { shellReactVersion, storeDir } from './releaseCli.mjs';

/** @param {string} url @returns {Promise<{ manifest: any, error?: string }>} */
async function loadManifest(url) {
  const siteUrl = process.env.SITE_URL;
  try {
    if (siteUrl) {
      const response = await fetch(new URL(url, siteUrl));
      if (!response.ok) return { manifest: null, error: `HTTP ${response.status} for ${url}` };
      return { manifest: await response.json() };
    }
    const file = path.join(storeDir, url.replace(new RegExp(`^${STORE_URL_PREFIX}/`), ''));
    if (!existsSync(file)) return { manifest: null, error: `not found: ${file}` };
    return { manifest: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { manifest: null, error: error instanceof Error ? error.message : String(error) };
  }
}

const pointer = readPointer(storeDir);
const hostReact = shellReactVersion();
let healthy = true;
console.log(`Deploy store: ${storeDir}${process.env.SITE_URL ? ` (manifests fetched from ${process.env.SITE_URL})` : ''}\n`);
for (const remote of remoteNames) {
  const release = pointer.releases[remote];
  const url = pointer.remotes[remote];
  console.log(`${remote}`);
  console.log(`  live:      ${release?.live ?? 'none'}${release ? ` (since ${release.liveSince})` : ''}`);
  console.log(`  available: ${publishedVersions(storeDir, remote).join(', ') || 'none'}`);
  const { manifest, error } = url ? await loadManifest(url) : { manifest: null, error: 'no live version in remotes.json' };
  for (const check of checkRemoteHealth({ remote, manifest, hostReactVersion: hostReact, manifestError: error })) {
    healthy &&= check.ok;
    console.log(`  ${check.ok ? '✔' : '✖'} ${check.check}: ${check.detail}`);
  }
  console.log('');
}
process.exit(healthy ? 0 : 1);
