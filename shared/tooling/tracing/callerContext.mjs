// @ts-check
// Whose `traceparent` a server continues. A server whose callers are the site's own (the content
// service) continues every caller's. The gateway's callers are visitors and, in front of it, proxies
// (the edge, Varnish): a visitor's trace context is a claim nobody can check (they could force every
// request to be sampled, or thread their requests into a trace of their choosing), so it continues
// only what its server vouches for: the headers of a request whose socket comes from a proxy it
// trusts (`vouchForTrustedPeers`). The proxy's address is the socket's, which no header can forge.

/**
 * Header objects of requests whose trace context may be continued. Keyed by the very object the
 * HTTP instrumentation extracts from (`request.headers`, which Node makes once per request and
 * keeps), so a request nobody vouched for (another server in the process, a test's inject) is
 * never continued: trust is what is added, never what is taken away.
 * @type {WeakSet<object>}
 */
const vouched = new WeakSet();

/**
 * W3C trace context that is injected into outgoing requests, but extracted from an incoming one only
 * when its headers were vouched for. Made from the class given, so that `@opentelemetry/core` is
 * loaded only when tracing is on.
 * @param {typeof import('@opentelemetry/core').W3CTraceContextPropagator} W3C
 * @returns {import('@opentelemetry/api').TextMapPropagator}
 */
export function vouchedTraceContext(W3C) {
  const w3c = new W3C();
  return {
    inject: (context, carrier, setter) => w3c.inject(context, carrier, setter),
    extract: (context, carrier, getter) => (carrier !== null && typeof carrier === 'object' && vouched.has(carrier) ? w3c.extract(context, carrier, getter) : context),
    fields: () => w3c.fields(),
  };
}

/**
 * Vouches for each request `server` receives from a peer `trusts` accepts (its socket's remote
 * address), before the HTTP instrumentation reads its trace context: the instrumentation wraps
 * `http.Server.prototype.emit`, and this wraps the server's own, which runs first. Costs a set
 * insertion per trusted request whether or not tracing is on.
 * @param {import('node:http').Server} server
 * @param {(address: string) => boolean} trusts the one decision of which peers are trusted proxies
 */
export function vouchForTrustedPeers(server, trusts) {
  // The prototype's emit is looked up at each request, so it is the instrumented one even when
  // tracing started after this server was made (a test's); an emit the server had of its own is kept.
  const own = Object.hasOwn(server, 'emit') ? server.emit : undefined;
  server.emit = /** @type {typeof server.emit} */ (
    /** @this {import('node:http').Server} */
    function emitVouching(/** @type {string | symbol} */ event, /** @type {any[]} */ ...args) {
      if (event === 'request') {
        const request = /** @type {import('node:http').IncomingMessage} */ (args[0]);
        const address = request.socket?.remoteAddress;
        if (address && trusts(address)) vouched.add(request.headers);
      }
      return (own ?? Object.getPrototypeOf(server).emit).call(this, event, ...args);
    }
  );
}
