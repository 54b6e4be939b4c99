import { describe, expect, it } from 'vitest';
import { limitKey } from './limit-key.ts';

describe('limitKey', () => {
  it('counts an IPv4 client by its address', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(limitKey('2001:db8:0:1::1')).toBe(key);
    expect(limitKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(limitKey('2001:db8::1:aaaa:bbbb:cccc')).toBe('2001:db8:0:0::/64');
    expect(limitKey('2001:db8:0:2::1')).not.toBe(key);
  });

  it('leaves anything else as it is', () => {
    expect(limitKey('unknown')).toBe('unknown');
  });
});
