import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps IPv4 addresses, also when written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network', () => {
    expect(addressKey('2001:db8:85a3:0042:1000:8a2e:370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:db8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as it is, shortened', () => {
    expect(addressKey('desconhecido')).toBe('desconhecido');
    expect(addressKey('x'.repeat(300))).toHaveLength(100);
  });
});
