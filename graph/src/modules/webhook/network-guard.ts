// Webhooks, and the social web's deliveries and fetches, must not become a way to reach the servers
// behind us (SSRF). Addresses are checked after DNS resolution, when a webhook is registered and on
// every request (guardedRequest), where the check sits in the socket's own lookup so the address
// connected to is the address checked (no DNS rebinding).
import dns from 'node:dns';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const PRIVATE_ADDRESS =
  'Webhook URLs must point to a public internet address; this one resolves to a private, loopback or reserved address';

/** Global unicast IPv6 is 2000::/3 (RFC 4291); everything outside it is reserved, local or special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** The deprecated IPv4-compatible form (::a.b.c.d, RFC 4291 2.5.5.1), which the library files under unicast. */
const IPV4_COMPATIBLE_V6 = ipaddr.parseCIDR('::/96');

/**
 * Only globally routable unicast, as ipaddr.js's maintained range table names it: private,
 * loopback, link-local, carrier-grade NAT, benchmarking (198.18.0.0/15), reserved, discard-only,
 * NAT64 (which embeds an IPv4 address that may be private), 6to4, Teredo and the rest all answer
 * something else. `process` turns an IPv4-mapped address (::ffff:a.b.c.d) into the IPv4 one first.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv4') return true;
  const v6 = parsed as ipaddr.IPv6;
  return v6.match(GLOBAL_UNICAST_V6) && !v6.match(IPV4_COMPATIBLE_V6);
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/** Every address the host resolves to, refused when any is not public (unless allowed). */
export async function checkHost(hostname: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [{ address: host }] : await dns.promises.lookup(host, { all: true });
  if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
    throw new PrivateAddressError(PRIVATE_ADDRESS);
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      const refused = !allowPrivate && list.some((a) => !isPublicAddress(a.address));
      if (refused || list.length === 0) return callback(new PrivateAddressError(PRIVATE_ADDRESS), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/**
 * Ends `req` unless it finished, answer included, within `ms`. A socket's own timeout only notices
 * silence: a server that trickles its answer a byte at a time held a delivery (a worker's slot, or
 * an inbox request waiting for a key) for as long as it liked.
 */
function withDeadline(req: ClientRequest, ms: number): void {
  const timer = setTimeout(() => req.destroy(new Error(`No complete answer within ${ms / 1000} s`)), ms);
  timer.unref();
  req.once('close', () => clearTimeout(timer));
  req.once('response', (res) => res.once('close', () => clearTimeout(timer)));
}

export interface GuardedRequestOptions {
  method: 'GET' | 'POST';
  headers: Headers | Record<string, string | number>;
  allowPrivate: boolean;
  /** Silence, and the whole answer, end the request after this long. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * An HTTP(S) request to another party's server (a webhook, an inbox, a remote actor): its address
 * checked as the socket connects (guardedLookup: no DNS rebinding), ended after `timeoutMs` of
 * silence or `timeoutMs` in all (withDeadline). The caller handles 'error' and ends the request.
 */
export function guardedRequest(
  target: URL,
  options: GuardedRequestOptions,
  onResponse: (res: IncomingMessage) => void,
): ClientRequest {
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new PrivateAddressError(`Only http and https addresses are reached, not ${target.protocol}`);
  const headers: Record<string, string | number> = {};
  if (options.headers instanceof Headers) options.headers.forEach((value, name) => (headers[name] = value));
  else Object.assign(headers, options.headers);
  const req = (target.protocol === 'https:' ? https : http).request(
    target,
    {
      method: options.method,
      headers,
      lookup: guardedLookup(options.allowPrivate),
      timeout: options.timeoutMs,
      signal: options.signal,
    },
    onResponse,
  );
  req.on('timeout', () => req.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)));
  withDeadline(req, options.timeoutMs);
  // An address written as an IP is never looked up, so the lookup's check never runs: checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && ipaddr.isValid(literal) && !isPublicAddress(literal))
    req.destroy(new PrivateAddressError(PRIVATE_ADDRESS));
  return req;
}
