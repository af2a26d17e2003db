import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { embeddedManifestResponse } from '../embeddedManifests';

// A dropped packet should not cost a visitor the page: retry manifest and script loads briefly
// before the fallback panel appears. The runtime asks every plugin's `fetch` in turn, so the
// manifests the page came with are answered here too, before any request is made.
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  });
  return {
    ...retry,
    fetch(url, options) {
      const embedded = embeddedManifestResponse(url);
      return embedded ? Promise.resolve(embedded) : retry.fetch!(url, options);
    },
  };
}
