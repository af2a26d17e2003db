// @ts-check

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1), so a proxy never passes
 * them on: the client's `Connection: close` is about its socket to the gateway, the service's
 * `Keep-Alive: timeout=72` about its socket to the gateway. `Proxy-*` are the credentials and
 * challenges of a proxy hop.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * The headers without the hop-by-hop ones and without any header the `Connection` header names.
 * @template {Record<string, unknown>} T
 * @param {T} headers
 * @returns {T}
 */
export function withoutHopByHop(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
  /** @type {Record<string, unknown>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || lower.startsWith('proxy-') || named.has(lower)) continue;
    kept[name] = value;
  }
  return /** @type {T} */ (kept);
}
