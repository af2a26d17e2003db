// @ts-check
// Server-Sent Event streams as both the content service (the Live Content API) and the gateway (the
// tabs' live content) answer them: one way to open, cap, keep alive and end a stream.

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
export const KEEPALIVE_MS = 15_000;
/**
 * A reader this far behind (bytes queued on its socket) has stopped reading: it is dropped, not
 * buffered for. An event is a few hundred bytes: this is hundreds of them, and 5,000 streams at most
 * hold a few hundred MB, not gigabytes.
 */
export const MAX_QUEUED_BYTES = 64 * 1024;
/** How long a client sent away waits before it tries again, if its EventSource tries by itself. */
export const GOAWAY_RETRY_MS = 600_000;

/** One event: its type, its data as JSON, and its id when it has one. @param {string} type @param {unknown} data @param {string} [id] */
export const eventFrame = (type, data, id) => `event: ${type}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/**
 * The open streams of one endpoint, capped per client and in all.
 * @param {{ perAddress: number, total: number }} limits
 */
export function createEventStreams(limits) {
  /** @type {Map<string, number>} */
  const perClient = new Map();
  /** @type {Set<import('node:http').ServerResponse>} */
  const open = new Set();
  // Visitors' streams alone: the total cap is theirs, and the servers' streams sit beside it.
  let visitors = 0;

  return {
    /**
     * Answers a hijacked reply as an event stream. Past a cap it gets `goaway` with the reason and
     * a ten-minute `retry` (an EventSource that keeps its subscription comes back then, not in a
     * loop), and ends: undefined. Otherwise the stream, with a keepalive comment every 15 s, until
     * the client hangs up; a reader with bytes queued and none sent between two keepalives has
     * stopped reading and is dropped then, whether or not an event came. `client`: who counts
     * against the caps (undefined: a holder of the servers' token, the site's own gateways, which
     * no cap keeps out and which take no visitor's place: the total is the visitors').
     * @param {import('node:http').ServerResponse} raw @param {string | undefined} client
     */
    open(raw, client) {
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff' });
      const mine = client === undefined ? 0 : (perClient.get(client) ?? 0);
      if (client !== undefined && (mine >= limits.perAddress || visitors >= limits.total)) {
        const reason = mine >= limits.perAddress ? 'Too many open live streams from this address' : 'Too many open live streams';
        raw.end(`retry: ${GOAWAY_RETRY_MS}\n${eventFrame('goaway', { reason })}`);
        return undefined;
      }
      if (client !== undefined) {
        perClient.set(client, mine + 1);
        visitors += 1;
      }
      open.add(raw);
      // A reader that stopped reading: bytes wait in its queue and none reached its socket since the
      // last keepalive (a reader that reads, however slowly, moves them on).
      let sent = raw.socket?.bytesWritten ?? 0;
      const keepalive = setInterval(() => {
        const now = raw.socket?.bytesWritten ?? 0;
        if (raw.writableLength > 0 && now === sent) {
          raw.destroy();
          return;
        }
        sent = now;
        raw.write(':\n\n');
      }, KEEPALIVE_MS);
      keepalive.unref();
      raw.once('close', () => {
        clearInterval(keepalive);
        open.delete(raw);
        if (client === undefined) return;
        visitors -= 1;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      });
      return {
        /** Sends one event, or drops a reader too far behind. @param {string} type @param {unknown} data @param {string} [id] */
        send(type, data, id) {
          if (raw.writableLength > MAX_QUEUED_BYTES) raw.destroy();
          else raw.write(eventFrame(type, data, id));
        },
        /** @param {() => void} listener called once the stream has ended */
        onClose: (listener) => raw.once('close', listener),
      };
    },
    /** Ends every open stream (closing the server: an open stream would hold it). */
    endAll() {
      for (const raw of open) raw.end();
    },
    get size() {
      return open.size;
    },
  };
}
