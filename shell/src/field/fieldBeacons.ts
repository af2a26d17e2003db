import type { ErrorKind, FieldReport, VitalName } from '@site/shared/field/beacon.mjs';
import { BEACON_PATH, MAX_BEACON_BYTES, MAX_REPORTS, SESSION_ID, VERSION, isRemoteName, isVitalValue } from '@site/shared/field/beaconFields.mjs';
import { bucketOf, routeOf, versionOf } from './fieldTags';

/**
 * The browser's side of the field signal: reports queue here and leave in batches with
 * `navigator.sendBeacon` when the page is hidden or left (or when a batch is full). Nothing is
 * collected until `startFieldReporter`, and nothing personal is: the route pattern, never the path or
 * its query; a closed list of error kinds, never a message. This file is loaded once the page has
 * hydrated, or at its first report if sooner (`fieldReporter.ts`, what the rest of the shell calls).
 * Each report is built from closed lists and bounds (`beaconFields.mjs`), so every one it sends fits
 * the schema the gateway validates with, and valibot stays on the server.
 */
const SESSION_KEY = 'site_field_session';
let enabled = false;
let queue: FieldReport[] = [];
const sentOnce = new Set<string>();
let sessionId: string | undefined;

/** A random id for this tab's session (sessionStorage), not a cookie: it ends with the tab and names nobody. */
function session(): string {
  if (sessionId) return sessionId;
  const fresh = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  try {
    sessionId = sessionStorage.getItem(SESSION_KEY) ?? undefined;
    if (!sessionId || !SESSION_ID.test(sessionId)) {
      sessionId = fresh();
      sessionStorage.setItem(SESSION_KEY, sessionId);
    }
  } catch {
    // Storage refused (a privacy mode): one id for this page.
    sessionId ??= fresh();
  }
  return sessionId;
}

function send(reports: FieldReport[]) {
  const body = JSON.stringify({ session: session(), reports });
  if (body.length > MAX_BEACON_BYTES) {
    // Cannot happen with the schema's bounds, but a beacon the gateway would refuse is not sent whole.
    const half = Math.ceil(reports.length / 2);
    if (reports.length > 1) {
      send(reports.slice(0, half));
      send(reports.slice(half));
    }
    return;
  }
  // sendBeacon outlives the page; where it is missing, a keepalive fetch does the same.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(BEACON_PATH, body)) return;
  void fetch(BEACON_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {});
}

/** Sends what is queued. */
export function flushFieldReports(): void {
  if (queue.length === 0) return;
  const batch = queue;
  queue = [];
  for (let i = 0; i < batch.length; i += MAX_REPORTS) send(batch.slice(i, i + MAX_REPORTS));
}

function enqueue(report: FieldReport) {
  if (!enabled) return;
  queue.push(report);
  if (queue.length >= MAX_REPORTS) flushFieldReports();
}

/** The tags of a report about `remote` on the page at `pathname`; undefined when there is no route or version (one the gateway takes) to tag it with. */
function tags(remote: string, pathname: string) {
  const route = routeOf(pathname);
  const version = versionOf(remote);
  if (!route || !version || !VERSION.test(version) || !isRemoteName(remote)) return undefined;
  return { route, remote, version, bucket: bucketOf(remote) } as Pick<FieldReport, 'route' | 'remote' | 'version' | 'bucket'>;
}

/** Something went wrong with `remote` on the page at `pathname`; one report per remote, version, kind and route per page load. */
export function reportFieldError(remote: string, error: ErrorKind, pathname: string): void {
  const tagged = tags(remote, pathname);
  if (!tagged) return;
  const key = `${tagged.remote}|${tagged.version}|${error}|${tagged.route}`;
  if (sentOnce.has(key)) return;
  sentOnce.add(key);
  enqueue({ type: 'error', ...tagged, error });
}

/** `remote` mounted on this page load (the chat widget), at `pathname`: a session of its side, once per page load. */
export function reportFieldMount(remote: string, pathname: string): void {
  const tagged = tags(remote, pathname);
  if (!tagged) return;
  const key = `${tagged.remote}|${tagged.version}|mount`;
  if (sentOnce.has(key)) return;
  sentOnce.add(key);
  enqueue({ type: 'mount', ...tagged });
}

/**
 * A Core Web Vital of this page load, for the remote that owns the page it landed on (each metric once).
 * @param id web-vitals' id of the metric instance
 */
export function reportFieldVital(remote: string, pathname: string, name: VitalName, value: number, id: string): void {
  const tagged = tags(remote, pathname);
  const rounded = Math.max(0, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));
  // A value past the schema's bounds (a tab left open for hours) is dropped, not sent to spoil its batch.
  if (!tagged || sentOnce.has(id) || !isVitalValue(name, rounded)) return;
  sentOnce.add(id);
  enqueue({ type: 'vital', ...tagged, name, value: rounded });
}

/**
 * Starts collecting, and sending when the page is hidden or left. The listeners are on `window` in
 * the bubbling phase: web-vitals reports its final values on `visibilitychange` in the capturing
 * phase, so they are queued before the queue leaves.
 */
export function startFieldReporter(): void {
  if (enabled) return;
  enabled = true;
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushFieldReports();
  });
  window.addEventListener('pagehide', flushFieldReports);
}
