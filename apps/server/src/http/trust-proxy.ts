import { isIP } from 'node:net';

/**
 * Which proxies in front of the app may say who the client is (Fastify's `trustProxy`, decision
 * 0073): `false` none (the socket's address is the client's); a number, how many proxies stand in
 * front (the client is that many entries from the right of `X-Forwarded-For`); a list, the
 * proxies' own addresses or CIDR ranges (the client is the rightmost entry not in the list).
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for ranges, accepted in the list as Fastify accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset, `false` or `0` → false; `true` → 1 (one proxy, the nearest: `true` no
 * longer trusts every hop, which let a client write its own address); `1`…`10` → that many
 * proxies; otherwise a comma-separated list of addresses, CIDR ranges or proxy-addr's named
 * ranges (`loopback`, `linklocal`, `uniquelocal`).
 * @throws Error with the operator-facing reason when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`a count of proxies must be between 1 and ${MAX_HOPS}, not ${text}`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `must be false, a count of proxies (1, 2…) or a comma-separated list of the proxies' addresses ` +
        `or CIDR ranges (e.g. 10.0.0.5, 10.1.0.0/16); not understood: ${wrong.map((entry) => `'${entry}'`).join(', ')}`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` option for a TrustProxy. A count becomes a function of the hop (Fastify
 * 5.12 trusts nothing for a bare number): the socket's peer is hop 0, then `X-Forwarded-For` from
 * the right; the first `count` hops are proxies, the next address is the client.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
