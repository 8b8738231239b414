import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WebhookMessages } from '@eos/domain';

/**
 * Where webhooks may not go unless the operator allows it (WEBHOOKS_ALLOW_PRIVATE): every range of the
 * IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890; the registries as of 2025), multicast,
 * and for IPv6 anything outside global unicast 2000::/3. A few registry entries are marked globally
 * reachable there (anycast services, AS112, AMT relays): no webhook receiver lives at those either, so
 * they are refused too. Two IPv6 forms are judged by the IPv4 address they carry instead of refused whole,
 * because a server on an IPv6-only network reaches every IPv4 host through them: IPv4-mapped
 * (::ffff:0:0/96) and the NAT64 well-known prefix (64:ff9b::/96). Checked when an endpoint is saved (its
 * host resolved) and again on every connection (the request's own lookup), so a name that resolves
 * elsewhere later (DNS rebinding) is still refused.
 */
export const SPECIAL_PURPOSE_RANGES: readonly {
  family: 'ipv4' | 'ipv6';
  net: string;
  bits: number;
  name: string;
  rfc: string;
  /** Judged by the IPv4 address it carries, not refused whole. */
  embedsIpv4?: true;
}[] = [
  // IANA IPv4 Special-Purpose Address Registry
  {
    family: 'ipv4',
    net: '0.0.0.0',
    bits: 8,
    name: '"This network" (and 0.0.0.0/32 "this host")',
    rfc: 'RFC 791, RFC 1122',
  },
  { family: 'ipv4', net: '10.0.0.0', bits: 8, name: 'Private-Use', rfc: 'RFC 1918' },
  { family: 'ipv4', net: '100.64.0.0', bits: 10, name: 'Shared Address Space (CGNAT)', rfc: 'RFC 6598' },
  { family: 'ipv4', net: '127.0.0.0', bits: 8, name: 'Loopback', rfc: 'RFC 1122' },
  { family: 'ipv4', net: '169.254.0.0', bits: 16, name: 'Link Local (and cloud metadata services)', rfc: 'RFC 3927' },
  { family: 'ipv4', net: '172.16.0.0', bits: 12, name: 'Private-Use', rfc: 'RFC 1918' },
  {
    family: 'ipv4',
    net: '192.0.0.0',
    bits: 24,
    name: 'IETF Protocol Assignments (incl. 192.0.0.0/29 DS-Lite, .8 dummy, .9 PCP and .10 TURN anycast, .170/.171 NAT64 discovery)',
    rfc: 'RFC 6890, RFC 7335, RFC 7600, RFC 7723, RFC 8155, RFC 8880',
  },
  { family: 'ipv4', net: '192.0.2.0', bits: 24, name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { family: 'ipv4', net: '192.31.196.0', bits: 24, name: 'AS112-v4', rfc: 'RFC 7535' },
  { family: 'ipv4', net: '192.52.193.0', bits: 24, name: 'AMT', rfc: 'RFC 7450' },
  {
    family: 'ipv4',
    net: '192.88.99.0',
    bits: 24,
    name: 'Deprecated 6to4 Relay Anycast (and 6a44 relay)',
    rfc: 'RFC 7526, RFC 6751',
  },
  { family: 'ipv4', net: '192.168.0.0', bits: 16, name: 'Private-Use', rfc: 'RFC 1918' },
  { family: 'ipv4', net: '192.175.48.0', bits: 24, name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { family: 'ipv4', net: '198.18.0.0', bits: 15, name: 'Benchmarking', rfc: 'RFC 2544' },
  { family: 'ipv4', net: '198.51.100.0', bits: 24, name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { family: 'ipv4', net: '203.0.113.0', bits: 24, name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  {
    family: 'ipv4',
    net: '240.0.0.0',
    bits: 4,
    name: 'Reserved (and 255.255.255.255 Limited Broadcast)',
    rfc: 'RFC 1112, RFC 919',
  },
  // Not in that registry, never a unicast receiver
  { family: 'ipv4', net: '224.0.0.0', bits: 4, name: 'Multicast', rfc: 'RFC 5771' },
  // IANA IPv6 Special-Purpose Address Registry
  { family: 'ipv6', net: '::', bits: 128, name: 'Unspecified Address', rfc: 'RFC 4291' },
  { family: 'ipv6', net: '::1', bits: 128, name: 'Loopback Address', rfc: 'RFC 4291' },
  { family: 'ipv6', net: '::ffff:0:0', bits: 96, name: 'IPv4-mapped Address', rfc: 'RFC 4291', embedsIpv4: true },
  {
    family: 'ipv6',
    net: '64:ff9b::',
    bits: 96,
    name: 'IPv4-IPv6 Translation (NAT64)',
    rfc: 'RFC 6052',
    embedsIpv4: true,
  },
  { family: 'ipv6', net: '64:ff9b:1::', bits: 48, name: 'IPv4-IPv6 Translation, local use', rfc: 'RFC 8215' },
  { family: 'ipv6', net: '100::', bits: 64, name: 'Discard-Only Address Block', rfc: 'RFC 6666' },
  { family: 'ipv6', net: '100:0:0:1::', bits: 64, name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780' },
  {
    family: 'ipv6',
    net: '2001::',
    bits: 23,
    name: 'IETF Protocol Assignments (incl. 2001::/32 Teredo, 2001:1::1-3 anycast, 2001:2::/48 Benchmarking, 2001:3::/32 AMT, 2001:4:112::/48 AS112-v6, ORCHID, ORCHIDv2, DRIP)',
    rfc: 'RFC 2928, RFC 4380, RFC 5180, RFC 7450, RFC 7535, RFC 7343, RFC 9374',
  },
  { family: 'ipv6', net: '2001:db8::', bits: 32, name: 'Documentation', rfc: 'RFC 3849' },
  { family: 'ipv6', net: '2002::', bits: 16, name: '6to4 (carries an IPv4 address)', rfc: 'RFC 3056' },
  { family: 'ipv6', net: '2620:4f:8000::', bits: 48, name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { family: 'ipv6', net: '3fff::', bits: 20, name: 'Documentation', rfc: 'RFC 9637' },
  { family: 'ipv6', net: '5f00::', bits: 16, name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602' },
  { family: 'ipv6', net: 'fc00::', bits: 7, name: 'Unique-Local', rfc: 'RFC 4193' },
  { family: 'ipv6', net: 'fe80::', bits: 10, name: 'Link-Local Unicast', rfc: 'RFC 4291' },
  // Not in that registry, never a unicast receiver
  { family: 'ipv6', net: 'fec0::', bits: 10, name: 'Site-Local (deprecated)', rfc: 'RFC 3879' },
  { family: 'ipv6', net: 'ff00::', bits: 8, name: 'Multicast', rfc: 'RFC 4291' },
];

// One list per family: a BlockList checks an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d).
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const range of SPECIAL_PURPOSE_RANGES) {
  if (range.embedsIpv4) continue;
  (range.family === 'ipv4' ? blocked4 : blocked6).addSubnet(range.net, range.bits, range.family);
}
/** IPv6 global unicast (IANA IPv6 Address Space, RFC 4291 §2.4): everything else is reserved or local. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The 8 groups of an IPv6 address as numbers (with an embedded dotted IPv4 tail). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const parts = dotted[1].split('.').map(Number);
    if (parts.some((p) => p > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = parts;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    /^[0-9a-f]{1,4}$/.test(g) ? Number.parseInt(g, 16) : Number.NaN,
  );
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : null;
}

const dottedOf = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 addresses an IPv6 one carries, by form: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d, deprecated), NAT64 (64:ff9b::/96, and the /48 local-use prefix's RFC 6052 /48 layout),
 * 6to4 (2002:AABB:CCDD::/48) and Teredo (2001:0:server:…:~client).
 */
export function embeddedIpv4(address: string): { form: string; ipv4: string[] } | null {
  const groups = ipv6Groups(address.split('%')[0] ?? '');
  if (!groups) return null;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeros = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeros && g5 === 0xffff) return { form: 'IPv4-mapped', ipv4: [dottedOf(g6, g7)] };
  if (zeros && g5 === 0 && (g6 !== 0 || g7 > 1)) return { form: 'IPv4-compatible', ipv4: [dottedOf(g6, g7)] };
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return { form: 'NAT64', ipv4: [dottedOf(g6, g7)] };
  }
  // RFC 6052 /48: the IPv4 address in bits 48-63 and 72-87 (bits 64-71 are zero).
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1)
    return { form: 'NAT64 local use', ipv4: [dottedOf(g3, ((g4 & 0xff) << 8) | (g5 >> 8))] };
  if (g0 === 0x2002) return { form: '6to4', ipv4: [dottedOf(g1, g2)] };
  if (g0 === 0x2001 && g1 === 0)
    return { form: 'Teredo', ipv4: [dottedOf(g2, g3), dottedOf(~g6 & 0xffff, ~g7 & 0xffff)] };
  return null;
}

/** Whether a literal IP address is one webhooks may not reach (anything unparsable counts as such). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 4) return blocked4.check(bare, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(bare);
  if (!groups) return true;
  const canonical = groups.map((g) => g.toString(16)).join(':');
  const embedded = embeddedIpv4(canonical);
  // Only these two forms stand for an IPv4 host this server may reach: judged by it alone.
  if (embedded && (embedded.form === 'IPv4-mapped' || embedded.form === 'NAT64')) {
    return embedded.ipv4.some((v4) => isPrivateAddress(v4));
  }
  if (embedded?.ipv4.some((v4) => isPrivateAddress(v4))) return true;
  return !globalUnicast.check(canonical, 'ipv6') || blocked6.check(canonical, 'ipv6');
}

/** A host as URL gives it, without IPv6 brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** Resolves a host name to all its addresses (the system resolver; tests give their own). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo, as the rest of the server resolves), every address it answers. */
export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The address without its user name and password (never kept from now on, never shown back). */
export function withoutCredentials(value: string): string {
  try {
    const url = new URL(value);
    if (!url.username && !url.password) return value;
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return value;
  }
}

/** Why an endpoint address is refused (a language-pack id), checked with DNS; null when it may be used. */
export async function refusedUrl(
  value: string,
  allowPrivate: boolean,
  opts: { resolve?: Resolver; timeoutMs?: number } = {},
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WebhookMessages.url;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WebhookMessages.url;
  if (url.username || url.password) return WebhookMessages.credentials;
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return WebhookMessages.https;
  const host = bareHost(url.hostname);
  if (isIP(host)) return isPrivateAddress(host) ? WebhookMessages.privateAddress : null;
  if (host === 'localhost' || host.endsWith('.localhost')) return WebhookMessages.privateAddress;
  const addresses = await withTimeout((opts.resolve ?? systemResolver)(host), opts.timeoutMs ?? 5000).catch(() => null);
  if (!addresses || addresses.length === 0) return WebhookMessages.unresolved;
  return addresses.some((a) => isPrivateAddress(a.address)) ? WebhookMessages.privateAddress : null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Thrown (as the connection's error) when a host resolves to an address webhooks may not reach. */
export class PrivateAddressError extends Error {
  readonly code = 'EWEBHOOKPRIVATE';
  constructor(host: string) {
    super(`${host} resolves to a private or local address`);
  }
}

/**
 * The connection's own `lookup` (net.connect calls it right before connecting, and connects to what
 * it answers): the host is resolved once, every address is checked, and only checked addresses are
 * handed to the socket, so no second lookup can answer differently (DNS rebinding). One refused
 * address refuses the host. Literal IP hosts never reach a lookup: sendWebhook checks them itself.
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver = systemResolver) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    resolve(hostname).then(
      (answers) => {
        if (!allowPrivate && answers.some((a) => isPrivateAddress(a.address))) {
          return callback(new PrivateAddressError(hostname), []);
        }
        const wanted =
          options.family === 4 || options.family === 'IPv4'
            ? 4
            : options.family === 6 || options.family === 'IPv6'
              ? 6
              : 0;
        const addresses = answers.filter((a) => isIP(a.address) === a.family && (!wanted || a.family === wanted));
        if (addresses.length === 0) {
          return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
        }
        if (options.all) return callback(null, addresses);
        const [first] = addresses as [LookupAddress];
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}
