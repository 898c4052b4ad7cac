// Webhooks must not become a way to reach the servers behind us (SSRF). Addresses are checked after
// DNS resolution, both when a webhook is registered and on every delivery, where the check sits in
// the socket's own lookup so the address connected to is the address checked (no DNS rebinding).
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const PRIVATE_ADDRESS =
  'Webhook URLs must point to a public internet address; this one resolves to a private, loopback or reserved address';

function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
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

export function guardedLookup(allowPrivate: boolean): LookupFunction {
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
