import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block';

describe('addressBlock', () => {
  it('groups IPv4 by /24, mapped IPv4 alike', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressBlock('203.0.113.250')).toBe('203.0.113.0/24');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(addressBlock('203.0.114.7')).not.toBe(addressBlock('203.0.113.7'));
  });

  it('groups IPv6 by /64 whatever the spelling', () => {
    const a = addressBlock('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressBlock('2001:db8:1::5')).toBe('2001:db8:1:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBlock('2001:db8:1:3::1')).not.toBe(a);
  });

  it('leaves what is not an address as it is', () => {
    expect(addressBlock('not-an-ip')).toBe('not-an-ip');
  });
});
