import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.js';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('reads none, a count of proxies (true is one), or a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16,fd00::/8 , ::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else at start-up with the reason', () => {
    for (const wrong of [
      'yes',
      '11',
      '10.0.0.256',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1, proxy.local',
      '10.0.0.0/8/1',
    ]) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow();
    }
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local', DATA_DIR: '/tmp/blivion-trust-proxy-config' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local', DATA_DIR: '/tmp/blivion-trust-proxy-config' })).toThrow(
      /TRUST_PROXY: .*not understood: 'proxy\.local'/,
    );
  });

  it('a count trusts that many hops from the socket, whatever their addresses', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });
});
