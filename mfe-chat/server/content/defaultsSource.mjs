// @ts-check
import { createHash } from 'node:crypto';

/**
 * Reads the services remote's built-in pages: `${siteUrl}/remotes.json` names the manifest of the
 * mfe-services version the site runs, and `service-defaults.json` sits beside it. Following the
 * pointer means a release or rollback of that remote changes what the assistant knows, too.
 * @param {{ siteUrl: string; timeoutMs?: number }} options
 */
export function createDefaultsSource({ siteUrl, timeoutMs = 5000 }) {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;

  /** @param {string | URL} url */
  async function get(url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
    return response.text();
  }

  return {
    /** @returns {Promise<{ fingerprint: string; data: import('../retrieval/documents.mjs').ServiceDefaults }>} */
    async load() {
      const pointer = JSON.parse(await get(new URL('remotes.json', base)));
      const manifest = pointer?.remotes?.['mfe-services'];
      const manifestUrl = typeof manifest === 'string' ? manifest : manifest?.url ?? manifest?.entry;
      if (typeof manifestUrl !== 'string') throw new Error('remotes.json names no mfe-services manifest');
      const text = await get(new URL('service-defaults.json', new URL(manifestUrl, base)));
      const data = JSON.parse(text);
      if (!data || typeof data !== 'object') throw new Error('service-defaults.json is not an object');
      return { fingerprint: createHash('sha1').update(text).digest('hex'), data };
    },
  };
}
