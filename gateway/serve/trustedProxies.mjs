// @ts-check
// The one decision of which peers are the proxies in front of the gateway (`TRUSTED_PROXIES`: a CDN,
// the edge, Varnish). What a trusted proxy says about a request is believed: its X-Forwarded-For
// names the visitor (Fastify's `request.ip`, every per-client allowance) and its `traceparent` is
// continued (the request joins the edge's trace). What anyone else says is not. The peer is the
// socket's remote address, which no header can forge.
import proxyAddr from '@fastify/proxy-addr';
import { vouchForTrustedPeers } from '@site/shared/tooling/tracing/callerContext.mjs';

/**
 * The proxies `list` names (addresses or CIDR ranges, and proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`; an IPv4 address also matches in its IPv6-mapped form, `::ffff:10.0.0.5`), compiled
 * once, as Fastify would compile its own `trustProxy` list:
 * - `trustProxy`: Fastify's option; false with none (a client is its socket's address), else the
 *   compiled check itself, so Fastify makes no second one that could disagree;
 * - `trusts(address)`: whether a socket's peer is one of them;
 * - `continueTraces(server)`: has `server` vouch for the trace context of requests from them
 *   (`callerContext.mjs`): those continue the proxy's trace, every other request starts its own.
 * @param {string[]} list
 */
export function trustedProxies(list) {
  const compiled = list.length ? proxyAddr.compile(list) : undefined;
  // Hop 0: the socket's own peer, as Fastify asks for the forwarded host and protocol.
  const trusts = (/** @type {string} */ address) => compiled?.(address, 0) ?? false;
  return {
    trustProxy: compiled ?? /** @type {const} */ (false),
    trusts,
    /** @param {import('node:http').Server} server */
    continueTraces: (server) => {
      if (compiled) vouchForTrustedPeers(server, trusts);
    },
  };
}
