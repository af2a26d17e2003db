import type { ErrorKind, VitalName } from '@site/shared/field/beacon.mjs';

/**
 * What the shell calls to report to the field signal, from the page's first script on. The reporter
 * itself (`fieldBeacons.ts`: the session id, the queue, the beacons) is a file of its own, loaded once
 * the page has hydrated, so it is no byte of the boot; or at the first report if that comes sooner
 * (a remote that failed to load, an error, a page that never hydrates), so nothing seen before
 * hydration is lost. Until it has loaded, reports wait here in order, each with the path it was made on.
 */
type Reporter = typeof import('./fieldBeacons');

let started = false;
let reporter: Reporter | undefined;
let loading: Promise<void> | undefined;
const waiting: Array<(reporter: Reporter) => void> = [];

function load(): Promise<void> {
  loading ??= import(/* webpackChunkName: "field-reporter" */ './fieldBeacons').then(
    (loaded) => {
      loaded.startFieldReporter();
      reporter = loaded;
      for (const report of waiting.splice(0)) report(loaded);
    },
    () => {
      // Offline for a moment: the next report (or nothing, if none comes) tries again.
      loading = undefined;
    },
  );
  return loading;
}

function report(send: (reporter: Reporter) => void): void {
  if (!started) return;
  if (reporter) return send(reporter);
  waiting.push(send);
  void load();
}

/** Something went wrong with `remote` on this page; one report per remote, version, kind and route per page load. */
export function reportFieldError(remote: string, error: ErrorKind): void {
  const { pathname } = window.location;
  report((reporter) => reporter.reportFieldError(remote, error, pathname));
}

/** `remote` mounted on this page load (the chat widget): a session of its side, once per page load. */
export function reportFieldMount(remote: string): void {
  const { pathname } = window.location;
  report((reporter) => reporter.reportFieldMount(remote, pathname));
}

/**
 * A Core Web Vital of this page load, for the remote that owns the page it landed on (each metric once).
 * @param id web-vitals' id of the metric instance
 */
export function reportFieldVital(remote: string, pathname: string, name: VitalName, value: number, id: string): void {
  report((reporter) => reporter.reportFieldVital(remote, pathname, name, value, id));
}

/**
 * Starts collecting (a server-rendered page in production): reports are kept from now on, and the
 * reporter is loaded once `hydrated` resolves, or at the first report. Resolves once it has loaded.
 */
export function startFieldReporter(hydrated: Promise<unknown>): Promise<void> {
  started = true;
  return hydrated.then(load);
}
