// @ts-check

/**
 * The client a request counts against: its IPv4 address, or the /64 network of an IPv6 address
 * (one home or server gets a whole /64, so counting single addresses would give a guesser 2^64 tries).
 * A request whose socket closed before its address was read (a proxy that hung up) has none: all
 * such count as one client, `unknown`.
 * @param {string | undefined} ip
 */
export function clientOf(ip) {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
