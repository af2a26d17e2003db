import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBeacon } from '@site/shared/field/beacon.mjs';
import { setFieldPointer } from './fieldTags';
import { reportPageError } from './loadFailures';
import { startFieldReporter } from './fieldReporter';
import { watchPageErrors } from './pageErrors';

const sent: string[] = [];
/** The error reports sent so far, as [remote, kind]. */
const errors = () =>
  sent.flatMap((body) => {
    const parsed = parseBeacon(JSON.parse(body));
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.beacon.reports.flatMap((report) => (report.type === 'error' ? [[report.remote, report.error]] : []));
  });
const leavePage = () => window.dispatchEvent(new Event('pagehide'));

describe('reports made before the page has hydrated', () => {
  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn((_url: string, body: string) => (sent.push(body), true)) });
    window.history.replaceState({}, '', '/get-quote');
    setFieldPointer({ 'mfe-forms': '/remotes/mfe-forms/2.0.0+c/mf-manifest.json' });
  });

  it('are kept from the start and sent, though the reporter is only loaded after hydration, on a page that never hydrates', async () => {
    const neverHydrated = new Promise<void>(() => {});
    void startFieldReporter(neverHydrated);
    const stop = watchPageErrors({ routed: 'mfe-forms', hydrated: neverHydrated });
    // An uncaught error in the shell's own file and an error boundary's catch, both before hydration.
    const thrown = new Error('boom');
    thrown.stack = `Error: boom\n    at f (${window.location.origin}/bootstrap.1a2b3c4d.js:1:2)`;
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'boom' }));
    reportPageError('mfe-forms', new Error('render'), 'hydration');
    // The first report loads the reporter; the visitor leaves once it is there.
    await vi.waitFor(() => {
      leavePage();
      expect(errors()).toEqual([
        ['mfe-forms', 'script'],
        ['mfe-forms', 'hydration'],
      ]);
    });
    stop();
  });
});
