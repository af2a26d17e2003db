// @ts-check
import { createClient } from '@sanity/client';

/**
 * What the content service's Live Content API says, as this gateway passes it on: `message` names the
 * sync tags a committed change touched; `restart` means "anything may have changed" (this gateway
 * missed events, or the service could not resume from the last one).
 * `id`: the event the subscription follows on from after a restart (where the service stood), when known.
 * @typedef {{ type: 'message', id: string, tags: string[] } | { type: 'restart', id?: string }} ContentEvent
 */

/** How long to wait before connecting again: from a second, doubling, to a minute; each with jitter. */
export const RECONNECT_DELAYS_MS = { first: 1000, max: 60_000 };

/**
 * The wait before reconnect attempt `attempt` (0-based): exponential, capped, with full jitter in its
 * upper half, so gateways that lost the service together do not all come back in the same instant.
 * @param {number} attempt @param {() => number} [random]
 */
export function reconnectDelay(attempt, random = Math.random) {
  const ceiling = Math.min(RECONNECT_DELAYS_MS.max, RECONNECT_DELAYS_MS.first * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * One subscription to the content service's Live Content API (`@sanity/client`'s `live.events()`,
 * against the local content service or a real Sanity project alike). It resumes where it stopped:
 * each connection sends the last event id it saw (`Last-Event-ID`), and the service replays what was
 * missed or answers `restart`. A connection that fails, or that the service sends away (`goaway`),
 * is made again after `reconnectDelay`; the first time the service is unreachable is logged, and
 * its return, never each attempt.
 * `includeDrafts`: every change, drafts included (needs `token`); else published changes only.
 * @param {{
 *   content: { projectId: string, dataset: string, apiVersion: string, apiHost?: string },
 *   token?: string,
 *   includeDrafts?: boolean,
 *   onEvent: (event: ContentEvent) => Promise<void> | void,
 *   onConnected?: (newest: string | undefined) => void,
 *   onDisconnected?: () => void,
 *   log: (line: string) => void,
 * }} options
 *   `onConnected`: each time a connection is welcomed (from then on no change is missed), with the
 *   id of the newest event the service names then; `onDisconnected`: each time a connection ends
 * @returns {() => void} stops the subscription
 */
export function subscribeToContent({ content, token, includeDrafts = false, onEvent, onConnected, onDisconnected, log }) {
  const name = includeDrafts ? 'live content (drafts)' : 'live content';
  /** @type {string | undefined} */
  let lastEventId;
  let attempt = 0;
  let stopped = false;
  let everConnected = false;
  let reported = false;
  /** @type {{ unsubscribe: () => void } | undefined} */
  let subscription;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  // Events are acted on one after another, in the order the service sent them.
  let queue = Promise.resolve();
  /** @param {ContentEvent} event */
  const deliver = (event) => {
    queue = queue.then(() => onEvent(event)).catch((error) => log(`[${name}] acting on an event failed: ${error instanceof Error ? error.message : error}`));
  };

  /** @param {string} why */
  function again(why) {
    subscription?.unsubscribe();
    subscription = undefined;
    onDisconnected?.();
    if (stopped) return;
    if (!reported) log(`[${name}] ${why}; connecting again with backoff`);
    reported = true;
    timer = setTimeout(connect, reconnectDelay(attempt));
    timer.unref();
    attempt += 1;
  }

  function connect() {
    if (stopped) return;
    const client = createClient({
      projectId: content.projectId,
      dataset: content.dataset,
      apiVersion: content.apiVersion,
      useCdn: false,
      ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
      ...(token ? { token } : {}),
      headers: {
        // The client sends the token on a stream of drafts only; the service knows the site's own
        // servers by it and keeps them out of the visitors' caps, so it goes on every stream.
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        // Resume after the last event this gateway acted on, whichever connection saw it.
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
    });
    // Whether this connection picks up where the last left off; a first one has nothing to resume.
    const resumes = lastEventId !== undefined;
    /** @type {string | undefined} where the service stood when this connection opened */
    let newest;
    subscription = client.live.events({ includeDrafts }).subscribe({
      next: (event) => {
        if (event.type === 'welcome') {
          // A first connection starts from the newest event the service names: a later reconnect resumes there.
          newest = /** @type {{ id?: string }} */ (event).id;
          if (!resumes && newest) lastEventId = newest;
          if (reported) log(`[${name}] connected again`);
          reported = false;
          attempt = 0;
          // Reconnected with no event to resume from (the service had none when this gateway began):
          // if it names one now, something changed meanwhile that cannot be told; if not, nothing did.
          if (everConnected && !resumes && newest) deliver({ type: 'restart', id: newest });
          everConnected = true;
          onConnected?.(newest);
        } else if (event.type === 'message') {
          lastEventId = event.id;
          deliver({ type: 'message', id: event.id, tags: event.tags });
        } else if (event.type === 'restart') {
          // The id this connection asked to resume from is gone: from here on it follows from where
          // the service stood at the welcome (what came since arrives as messages), so the next
          // reconnect resumes rather than restarts again.
          lastEventId = event.id || newest;
          deliver({ type: 'restart', ...(lastEventId ? { id: lastEventId } : {}) });
        } else if (event.type === 'reconnect') {
          // The connection dropped and the EventSource beneath would try again on its own, every few
          // seconds and with the id it had when it was made: this subscription does it instead, with
          // backoff, a line in the log, and the last id it acted on.
          again('the connection to the content service dropped');
        } else if (event.type === 'goaway') {
          // The client passes the event's data along as it came (its type names only `reason`).
          const { reason } = /** @type {{ data?: { reason?: string } }} */ (event).data ?? event;
          again(`the content service sent this gateway away (${reason ?? 'no reason given'})`);
        }
      },
      error: (error) => again(`the content service's live events failed (${error instanceof Error ? error.message : error})`),
      complete: () => again('the content service ended its live events'),
    });
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
}
