// What a per-address limit counts (issue 44). One IPv6 subscriber is routinely handed a whole /64
// (RFC 6177; home routers hand out addresses from it, privacy extensions rotate through it), so a
// limit keyed by the full IPv6 address gives one client 2^64 allowances. Every limiter keyed by a
// client address, in graph (sign-in, magic links, subscribes, costly renders) and in the gateway
// (render budget, connection caps), asks this function for its key, so they all count the same way.
// Parsing is ipaddr.js's (the parser Express's proxy-addr uses), not a hand-written one.
import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that name one client network. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key a per-address limit counts `ip` under: an IPv4 address as itself (an IPv4-mapped IPv6
 * address, as a dual-stack socket reports one, counts as the IPv4 address), an IPv6 address as its
 * /64 (`2001:db8:1:2::/64`), and anything unparsable (a missing address) as one shared `unknown`.
 */
export function limitKeyOf(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  // A zone index (fe80::1%eth0) names the interface, not the client.
  const bare = ip.trim().replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return 'unknown';
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
