import { limitKeyOf } from './index';

it('counts an IPv6 client by its /64, however the address is written', () => {
  const key = limitKeyOf('2001:db8:1:2::5');
  expect(key).toBe('2001:db8:1:2::/64');
  expect(limitKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
  expect(limitKeyOf('2001:DB8:1:2:abcd::1')).toBe(key);
  expect(limitKeyOf('fe80::1%eth0')).toBe('fe80::/64');
  // The next /64 is another client.
  expect(limitKeyOf('2001:db8:1:3::5')).not.toBe(key);
});

it('counts an IPv4 client by its address, mapped or not', () => {
  expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
  expect(limitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(limitKeyOf('203.0.113.8')).not.toBe('203.0.113.7');
});

it('counts a missing or unparsable address under one shared key', () => {
  expect(limitKeyOf(undefined)).toBe('unknown');
  expect(limitKeyOf('')).toBe('unknown');
  expect(limitKeyOf('not an address')).toBe('unknown');
});
