import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIpv6, throttleClientKey } from './clientAddress.ts';

describe('throttleClientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(throttleClientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleClientKey(' 127.0.0.1 ')).toBe('127.0.0.1');
  });

  it('maps an IPv4-mapped IPv6 address to the IPv4 address, in either spelling', () => {
    expect(throttleClientKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(throttleClientKey('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(throttleClientKey('::ffff:0102:0304')).toBe('1.2.3.4');
    expect(throttleClientKey('0:0:0:0:0:ffff:c000:0201')).toBe('192.0.2.1');
  });

  it('groups IPv6 addresses by their /64 prefix, whatever the spelling', () => {
    const key = '2001:0db8:0001:0002::/64';
    expect(throttleClientKey('2001:db8:1:2::1')).toBe(key);
    expect(throttleClientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(throttleClientKey('2001:DB8:1:2:aaaa::')).toBe(key);
    expect(throttleClientKey('[2001:db8:1:2::9]')).toBe(key);
    expect(throttleClientKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe(key);
    expect(throttleClientKey('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(throttleClientKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(throttleClientKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('does not treat look-alikes as IPv4-mapped', () => {
    // ::1.2.3.4 (IPv4-compatible, deprecated) and ::fffe:... are plain IPv6.
    expect(throttleClientKey('::1.2.3.4')).toBe('0000:0000:0000:0000::/64');
    expect(throttleClientKey('1::ffff:1.2.3.4')).toBe('0001:0000:0000:0000::/64');
  });

  it('keeps what is not an IP address as one opaque key', () => {
    for (const text of [
      '',
      'unknown',
      '1.2.3',
      '256.1.1.1',
      '01.2.3.4',
      '1:2:3',
      ':::',
      '1::2::3',
    ]) {
      expect(throttleClientKey(text)).toBe(text.trim().toLowerCase());
    }
  });

  it('gives every address in one /64 the same key and neighbouring /64s different keys', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const isMapped = (g: number[]) => g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
    const spell = (g: number[]) => g.map((x) => x.toString(16)).join(':');
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), group, (groups, other) => {
        const sameNet = [...groups.slice(0, 4), other, other, other, other];
        const nextNet = [...groups];
        nextNet[3] = (groups[3]! + 1) % 0x10000;
        fc.pre(![groups, sameNet, nextNet].some(isMapped));
        expect(parseIpv6(spell(groups))).toEqual(groups);
        const key = throttleClientKey(spell(groups));
        expect(throttleClientKey(spell(sameNet))).toBe(key);
        expect(throttleClientKey(spell(nextNet))).not.toBe(key);
      }),
    );
  });
});
