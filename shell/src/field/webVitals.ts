import type { VitalName } from '@site/shared/field/beacon.mjs';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportFieldVital } from './fieldReporter';

/**
 * The Core Web Vitals of this page load (LCP, INP, CLS, FCP, TTFB), for the remote owning the page it
 * landed on. This file, with `web-vitals` in it, is loaded after hydration (`bootstrap.tsx`): it reads
 * the buffered performance entries, so loading it late loses nothing and first paint never waits for it.
 */
export function observeWebVitals(remote: string, pathname: string): void {
  const report = (metric: { name: string; value: number; id: string }) => reportFieldVital(remote, pathname, metric.name as VitalName, metric.value, metric.id);
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(report);
  // As `data-hydrated`: the end-to-end tests wait for it before they leave a page whose figures they count.
  document.documentElement.dataset.fieldVitals = 'observed';
}
