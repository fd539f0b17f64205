import { describe, expect, it } from 'vitest';
import { isAllowedAddress, parseOutboundAllowList } from './outbound.js';

const none = parseOutboundAllowList(undefined);

describe('outbound addresses (admin-set URLs)', () => {
  it('allows public unicast addresses only, IPv4, IPv6 and IPv4-mapped alike', () => {
    for (const address of ['8.8.8.8', '104.18.2.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) {
      expect([address, isAllowedAddress(address, none)]).toEqual([address, true]);
    }
    const refused = [
      '127.0.0.1',
      '127.9.9.9',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1', // loopback
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '::ffff:192.168.1.1', // private
      '169.254.169.254',
      'fe80::1', // link-local (cloud metadata)
      'fc00::1',
      'fd12:3456::1', // unique-local
      '100.64.0.1',
      '100.127.255.254', // CGNAT
      '224.0.0.1',
      '239.1.1.1',
      'ff02::1', // multicast
      '0.0.0.0',
      '::',
      '255.255.255.255', // unspecified, broadcast
      'not-an-address',
    ];
    for (const address of refused) expect([address, isAllowedAddress(address, none)]).toEqual([address, false]);
  });

  it('allows what the operator lists: addresses, ranges and host names', () => {
    const allow = parseOutboundAllowList(' 127.0.0.1, 10.20.0.0/16 ,fd00::/8, Ollama.Internal ');
    expect(allow.hosts).toEqual(new Set(['ollama.internal']));
    expect(isAllowedAddress('127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('127.0.0.2', allow)).toBe(false);
    expect(isAllowedAddress('10.20.9.9', allow)).toBe(true);
    expect(isAllowedAddress('10.21.0.1', allow)).toBe(false);
    expect(isAllowedAddress('fd00::5', allow)).toBe(true);
    expect(isAllowedAddress('169.254.169.254', allow)).toBe(false);
    expect(() => parseOutboundAllowList('10.0.0.0/40')).toThrow(/not understood: '10.0.0.0\/40'/);
    expect(() => parseOutboundAllowList('http://ollama:11434')).toThrow(/not understood/);
  });
});
