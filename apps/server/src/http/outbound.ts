import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/**
 * What OUTBOUND_ALLOW_PRIVATE lets admin-set addresses reach besides the public internet (decision
 * 0074): addresses and CIDR ranges, and host names (a local Ollama or vLLM, a fake in the tests).
 */
export interface OutboundAllowList {
  ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
  hosts: Set<string>;
  /** The setting as written: it names the policy in caches of clients built with it. */
  text: string;
}

/** A connection to an address that is not on the public internet, which no operator setting allows. */
export class OutboundAddressRefused extends Error {
  override readonly name = 'OutboundAddressRefused';
  constructor(readonly host: string) {
    super(`outbound connection to ${host} refused: not a public address (OUTBOUND_ALLOW_PRIVATE)`);
  }
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?)*$/;

/**
 * Reads OUTBOUND_ALLOW_PRIVATE: comma-separated addresses (`127.0.0.1`, `::1`), CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`) and host names (`ollama.internal`).
 * @throws Error naming the entries that are none of these.
 */
export function parseOutboundAllowList(value: string | undefined): OutboundAllowList {
  const text = value?.trim() ?? '';
  const allow: OutboundAllowList = { ranges: [], hosts: new Set(), text };
  if (text === '') return allow;
  const wrong: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry.includes('/') && ipaddr.isValidCIDR(entry)) allow.ranges.push(ipaddr.parseCIDR(entry));
    else if (isIP(entry) !== 0) {
      const address = ipaddr.parse(entry);
      allow.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (HOST_NAME.test(entry)) allow.hosts.add(entry);
    else wrong.push(`'${raw.trim()}'`);
  }
  if (wrong.length > 0) {
    throw new Error(
      `must list addresses, CIDR ranges or host names, comma-separated; not understood: ${wrong.join(', ')}`,
    );
  }
  return allow;
}

/**
 * Whether the app may connect to `address` (IPv4, IPv6, IPv4-mapped IPv6): a public unicast
 * address, or one the allow-list covers. Loopback, private, link-local, unique-local, CGNAT,
 * multicast, broadcast, unspecified and every other special range (ipaddr.js's `range()`, after
 * unwrapping an IPv4-mapped address) are refused otherwise.
 */
export function isAllowedAddress(address: string, allow: OutboundAllowList): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'unicast') return true;
  return allow.ranges.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
}

function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/**
 * Resolves `hostname` and refuses it when any of its addresses is not allowed (a host allowed by
 * name is not checked). Null when the name does not resolve: the call itself will fail then.
 * @throws OutboundAddressRefused
 */
export async function assertOutboundHost(hostname: string, allow: OutboundAllowList): Promise<void> {
  const host = bareHost(hostname);
  if (allow.hosts.has(host)) return;
  if (isIP(host) !== 0) {
    if (!isAllowedAddress(host, allow)) throw new OutboundAddressRefused(host);
    return;
  }
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  if (addresses.some(({ address }) => !isAllowedAddress(address, allow))) throw new OutboundAddressRefused(host);
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** fetch through a dispatcher that checks each address at connect time (redirects and DNS rebinding included). */
export type OutboundFetch = typeof globalThis.fetch;
const fetchers = new Map<string, OutboundFetch>();

/**
 * A fetch for admin-set addresses: every connection (the first request and each redirect) is
 * checked against the allow-list on the address it is about to use: an address literal before
 * connecting, a host name on what DNS answered for this very connection, so a name that resolves
 * elsewhere later (DNS rebinding) is checked again. A refused connection fails the fetch with
 * OutboundAddressRefused as its cause. One per allow-list, reused.
 */
export function outboundFetch(allow: OutboundAllowList): OutboundFetch {
  const known = fetchers.get(allow.text);
  if (known) return known;
  const lookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const host = hostname.toLowerCase();
      if (!allow.hosts.has(host) && addresses.some(({ address }) => !isAllowedAddress(address, allow))) {
        return callback(new OutboundAddressRefused(host), []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  const connectVia = buildConnector({ lookup } as buildConnector.BuildOptions);
  const dispatcher = new Agent({
    connect: (options, callback) => {
      const host = bareHost(options.hostname);
      if (isIP(host) !== 0 && !allow.hosts.has(host) && !isAllowedAddress(host, allow)) {
        callback(new OutboundAddressRefused(host), null);
        return;
      }
      connectVia(options, callback);
    },
  });
  const guarded = ((input: Parameters<OutboundFetch>[0], init?: Parameters<OutboundFetch>[1]) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    })) as unknown as OutboundFetch;
  fetchers.set(allow.text, guarded);
  return guarded;
}

/** Whether a failed call's cause chain holds an OutboundAddressRefused. */
export function isOutboundRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; depth++) {
    if (cause instanceof OutboundAddressRefused) return true;
    cause = cause.cause;
  }
  return false;
}
