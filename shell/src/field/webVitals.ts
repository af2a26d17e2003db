import type { VitalName } from '@site/shared/field/beacon.mjs';
import { reportFieldVital } from './fieldReporter';

/**
 * The Core Web Vitals of this page load (LCP, INP, CLS, FCP, TTFB), for the remote owning the page it
 * landed on. `web-vitals` is loaded after hydration, in its own file: it reads the buffered performance
 * entries, so loading it late loses nothing and first paint never waits for it.
 */
export async function observeWebVitals(remote: string, pathname: string): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const report = (metric: { name: string; value: number; id: string }) => reportFieldVital(remote, pathname, metric.name as VitalName, metric.value, metric.id);
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(report);
}
