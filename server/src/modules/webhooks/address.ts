import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WebhookMessages } from '@eos/domain';

/**
 * Where webhooks may not go unless the operator allows it (WEBHOOKS_ALLOW_PRIVATE): an address of this
 * machine or of a network the server sits in. Checked when an endpoint is saved (its host resolved) and
 * again on every connection (the request's own DNS lookup), so a name that resolves elsewhere later
 * (DNS rebinding) is still refused.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (and cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['fc00::', 7], // unique-local
  ['ff00::', 8], // multicast
  ['100::', 64], // discard-only
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** The 8 groups of an IPv6 address as numbers (with an embedded dotted IPv4 tail). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const parts = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = parts;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible, NAT64 (64:ff9b::/96). */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeros = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  const mapped = zeros && g5 === 0xffff;
  const compatible = zeros && g5 === 0 && g6 !== 0;
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (!mapped && !compatible && !nat64) return null;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/** Whether a literal IP address is one webhooks may not reach (anything unparsable counts as such). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address.split('%')[0] ?? '');
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const v4 = embeddedIpv4(groups);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address.split('%')[0] ?? '', 'ipv6');
}

/** A host as URL gives it, without IPv6 brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** Why an endpoint address is refused (a language-pack id), checked with DNS; null when it may be used. */
export async function refusedUrl(value: string, allowPrivate: boolean, timeoutMs = 5000): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WebhookMessages.url;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WebhookMessages.url;
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return WebhookMessages.https;
  const host = bareHost(url.hostname);
  if (isIP(host)) return isPrivateAddress(host) ? WebhookMessages.privateAddress : null;
  if (host === 'localhost' || host.endsWith('.localhost')) return WebhookMessages.privateAddress;
  const addresses = await resolveAll(host, timeoutMs).catch(() => null);
  if (!addresses || addresses.length === 0) return WebhookMessages.unresolved;
  return addresses.some((a) => isPrivateAddress(a.address)) ? WebhookMessages.privateAddress : null;
}

function resolveAll(host: string, timeoutMs: number): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), timeoutMs);
    dnsLookup(host, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(addresses);
    });
  });
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
 * http.request's `lookup` for webhook connections: the system resolver, then every address it gives
 * is checked, so the address connected to is the one checked (no second lookup to rebind).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        return callback(new PrivateAddressError(hostname), []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
