// The webhook address guard against the probe's addresses: each is special-purpose (benchmarking,
// discard-only, site-local, IPv4-compatible loopback, local NAT64, segment routing) and must be
// refused, while ordinary public addresses pass.
import { checkHost, isPublicAddress, PRIVATE_ADDRESS } from './network-guard';

it.each([
  '198.18.0.1',
  '198.19.255.1',
  '100::1',
  'fec0::1',
  '::7f00:1',
  '64:ff9b:1::7f00:1',
  '64:ff9b::a00:1',
  '5f00::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '2002:7f00:1::1',
  '2001::1',
  '2001:db8::1',
  'fc00::1',
  '::',
  '100.64.0.1',
  '192.0.2.1',
  '0.0.0.0',
  '255.255.255.255',
])('refuses %s', async (address) => {
  expect(isPublicAddress(address)).toBe(false);
  await expect(checkHost(address.includes(':') ? `[${address}]` : address, false)).rejects.toThrow(PRIVATE_ADDRESS);
});

it('refuses what is not an address at all', () => {
  expect(isPublicAddress('not-an-address')).toBe(false);
});

it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
  'allows %s',
  async (address) => {
    expect(isPublicAddress(address)).toBe(true);
    await expect(checkHost(address.includes(':') ? `[${address}]` : address, false)).resolves.toBeUndefined();
  },
);
