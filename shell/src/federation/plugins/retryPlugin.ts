import { RetryPlugin } from '@module-federation/retry-plugin';

// A dropped packet should not cost a visitor the page: retry manifest and script loads briefly
// before the fallback panel appears.
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  });
}
