import type { LookupAddress } from 'node:dns';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { webhooksOf } from '../../src/modules/webhooks/hub.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Receiver, startReceiver } from '../webhook-receiver.ts';
import { recordFigure } from './report.ts';

// Check 31: where webhooks may go. (a) Every range of the IANA IPv4 and IPv6 Special-Purpose Address
// Registries, multicast, and IPv6 forms that carry a private IPv4 address (IPv4-mapped in its spellings,
// IPv4-compatible, NAT64, 6to4, Teredo) are refused when an endpoint is saved, with public addresses
// as the control. (b) DNS rebinding: a name that resolved to a public address when saved and resolves
// to this machine when the delivery is sent is never connected to (a TCP listener on the loopback
// address counts connections). (c) A user name and password are refused in new addresses and never
// shown back for an endpoint saved with them before.

/** First and last address of each registry range (and a middle one of the larger), by registry. */
const IPV4 = [
  ['0.0.0.0', '0.255.255.255'], // "this network", RFC 791
  ['10.0.0.1', '10.255.255.255'], // Private-Use, RFC 1918
  ['100.64.0.0', '100.127.255.255'], // Shared Address Space, RFC 6598
  ['127.0.0.1', '127.255.255.255'], // Loopback, RFC 1122
  ['169.254.0.0', '169.254.169.254'], // Link Local, RFC 3927
  ['172.16.0.0', '172.31.255.255'], // Private-Use, RFC 1918
  ['192.0.0.0', '192.0.0.8', '192.0.0.9', '192.0.0.10', '192.0.0.170', '192.0.0.255'], // IETF Protocol Assignments
  ['192.0.2.0', '192.0.2.1', '192.0.2.255'], // TEST-NET-1, RFC 5737
  ['192.31.196.0', '192.31.196.255'], // AS112-v4, RFC 7535
  ['192.52.193.0', '192.52.193.255'], // AMT, RFC 7450
  ['192.88.99.0', '192.88.99.2', '192.88.99.255'], // 6to4 Relay Anycast (deprecated), RFC 7526
  ['192.168.0.0', '192.168.255.255'], // Private-Use, RFC 1918
  ['192.175.48.0', '192.175.48.255'], // AS112 Direct Delegation, RFC 7534
  ['198.18.0.0', '198.19.255.255'], // Benchmarking, RFC 2544
  ['198.51.100.0', '198.51.100.77', '198.51.100.255'], // TEST-NET-2, RFC 5737
  ['203.0.113.0', '203.0.113.9', '203.0.113.255'], // TEST-NET-3, RFC 5737
  ['240.0.0.0', '255.255.255.254', '255.255.255.255'], // Reserved, Limited Broadcast, RFC 1112, RFC 919
  ['224.0.0.1', '239.255.255.255'], // Multicast, RFC 5771
].flat();
const IPV6 = [
  ['::', '::1'], // Unspecified, Loopback, RFC 4291
  ['64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'], // local-use IPv4/IPv6 translation, RFC 8215
  ['100::', '100::ffff:ffff:ffff:ffff', '100:0:0:1::1'], // Discard-Only, Dummy prefix, RFC 6666, RFC 9780
  ['2001::', '2001:1::1', '2001:1::2', '2001:1::3', '2001:2::1', '2001:3::1', '2001:4:112::1'], // IETF Protocol Assignments
  ['2001:10::1', '2001:20::1', '2001:30::1', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'], // ORCHID, ORCHIDv2, DRIP
  ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'], // Documentation, RFC 3849
  ['2620:4f:8000::', '2620:4f:8000:ffff:ffff:ffff:ffff:ffff'], // AS112 Direct Delegation, RFC 7534
  ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'], // Documentation, RFC 9637
  ['5f00::', '5f00:ffff::1'], // SRv6 SIDs, RFC 9602
  ['fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // Unique-Local, RFC 4193
  ['fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // Link-Local, RFC 4291
  ['fec0::1', 'ff02::1', 'ff0e::1'], // Site-Local (deprecated), Multicast
  ['4000::1', '::2'], // outside global unicast 2000::/3
].flat();
/** IPv6 addresses that carry a private IPv4 one. */
const EMBEDDED = [
  '::ffff:127.0.0.1', // IPv4-mapped, dotted
  '::ffff:7f00:1', // IPv4-mapped, hex
  '0:0:0:0:0:ffff:a9fe:a9fe', // IPv4-mapped 169.254.169.254, long
  '::ffff:192.0.2.1', // IPv4-mapped documentation address
  '::ffff:0:127.0.0.1', // IPv4-translated (SIIT)
  '::127.0.0.1', // IPv4-compatible
  '::a00:1', // IPv4-compatible 10.0.0.1
  '64:ff9b::127.0.0.1', // NAT64 well-known prefix
  '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
  '64:ff9b::c000:201', // NAT64 of 192.0.2.1
  '2002:7f00:1::1', // 6to4 of 127.0.0.1
  '2002:c0a8:101::1', // 6to4 of 192.168.1.1
  '2002:808:808::1', // 6to4 of a public address: 6to4 is refused whole
  '2001:0:7f00:1::1', // Teredo, server 127.0.0.1
  '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1 (obfuscated)
];
/** Public addresses (the control): accepted. */
const PUBLIC = [
  '8.8.8.8',
  '93.184.215.14',
  '172.32.0.1',
  '100.128.0.1',
  '192.0.3.1',
  '198.20.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001::1',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
];

/** What the resolver stub answers at delivery time (each: a name saved while it resolved publicly). */
const REBINDS: string[][] = [
  ['127.0.0.1'],
  ['127.0.0.2'],
  ['0.0.0.0'],
  ['::ffff:127.0.0.1'],
  ['::ffff:7f00:1'],
  ['::1'],
  ['127.0.0.1', '93.184.215.14'],
  ['93.184.215.14', '127.0.0.1'],
  ['64:ff9b::7f00:1'],
  ['2002:7f00:1::1'],
  ['169.254.169.254'],
  ['192.0.2.1'],
];

let t: TestApp;
let owner: SignedInUser;
let meeting: MeetingRow;
/** A TCP listener on loopback: every connection it accepts is one the guard let through. */
let trap: Server;
let trapPort: number;
let connections = 0;
/** An http receiver on loopback (for the endpoint saved with credentials before they were refused). */
let receiver: Receiver;
let receiverBase: string;

beforeAll(async () => {
  trap = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
  receiver = await startReceiver();
  receiverBase = receiver.host;
  // Production's rules: private addresses not allowed (the tests' allowance is off in this file).
  t = await createTestApp({
    featureFlagOverrides: { 'enable-api-switch': true },
    webhooks: { allowPrivate: false, pollMs: 60_000 },
  });
  owner = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => trap?.close(resolve));
  await receiver?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/${url}`, headers: { cookie: owner.cookie }, payload });

const literal = (address: string) => (address.includes(':') ? `[${address}]` : address);
const family = (address: string) => (address.includes(':') ? 6 : 4);

describe('attack 31: webhook addresses', () => {
  it('refuses special-purpose addresses, rebinding at connect time, and credentials', async () => {
    // (a) Saving an endpoint at each address.
    const special = [...IPV4, ...IPV6, ...EMBEDDED];
    const accepted: string[] = [];
    for (const address of special) {
      const res = await call('POST', 'webhooks', { url: `https://${literal(address)}/hook`, events: ['todo.added'] });
      if (res.statusCode !== 422 || res.json().messages[0]?.id !== 'ERR_WEBHOOK_PRIVATE_ADDRESS')
        accepted.push(address);
      // Within the organization's endpoint limit whatever was accepted.
      if (res.statusCode === 200) await t.ctx.db.delete(webhookEndpoints);
    }
    const publicRefused: string[] = [];
    for (const address of PUBLIC) {
      const res = await call('POST', 'webhooks', { url: `https://${literal(address)}/hook`, events: ['todo.added'] });
      if (res.statusCode !== 200) publicRefused.push(`${address}: ${res.body}`);
    }
    await t.ctx.db.delete(webhookEndpoints);

    // (b) DNS rebinding: public when saved, this machine when sent.
    const hooks = webhooksOf(t.ctx);
    let answers: string[] = ['93.184.215.14'];
    const lookups: string[] = [];
    hooks.resolve = async (host: string): Promise<LookupAddress[]> => {
      lookups.push(host);
      return answers.map((address) => ({ address, family: family(address) }));
    };
    let rebinds = 0;
    let rebindsRefused = 0;
    const rebindErrors: string[] = [];
    for (const [i, atSend] of REBINDS.entries()) {
      answers = ['93.184.215.14'];
      const saved = await call('POST', 'webhooks', {
        url: `https://rebind-${i}.hooks.example:${trapPort}/hook`,
        events: ['todo.added'],
      });
      if (saved.statusCode !== 200) {
        rebindErrors.push(`${atSend.join(',')} not saved: ${saved.body}`);
        continue;
      }
      answers = atSend;
      rebinds++;
      const before = connections;
      const sent = await call('POST', `webhooks/${saved.json().endpoint.id}/test`);
      const refused = sent.json().delivered === false && /private or local address/.test(sent.json().error ?? '');
      if (refused && connections === before) rebindsRefused++;
      else rebindErrors.push(`${atSend.join(',')}: ${sent.body}`);
    }
    // The worker's path: a To-Do's event to an endpoint whose name now points here.
    answers = ['93.184.215.14'];
    const savedForEvents = await call('POST', 'webhooks', {
      url: `https://rebind-worker.hooks.example:${trapPort}/hook`,
      events: ['todo.added'],
    });
    answers = ['127.0.0.1'];
    await call('POST', 'todos', {
      title: 'Rebinding check',
      ownerIds: [owner.membership.id],
      tractionId: meeting.id,
      dueDate: '2030-01-14',
      contentHtml: '',
    });
    await hooks.settle();
    await hooks.runDue();
    if (savedForEvents.statusCode === 200) {
      rebinds++;
      const [row] = await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, savedForEvents.json().endpoint.id));
      if (row?.status === 'pending' && /private or local address/.test(row.lastError ?? '')) rebindsRefused++;
      else rebindErrors.push(`worker: ${JSON.stringify(row ?? null)}`);
    }
    const resolvedAtSend = lookups.filter((h) => h.startsWith('rebind-')).length;
    hooks.resolve = async () => [];
    await t.ctx.db.delete(webhookEndpoints);

    // (c) Credentials: refused in new addresses and in changed ones.
    const withCredentials = [
      'https://user:password@hooks.example.com/hook',
      'https://token@hooks.example.com/hook',
      'https://:password@hooks.example.com/hook',
    ];
    let credentialsRefused = 0;
    for (const url of withCredentials) {
      const res = await call('POST', 'webhooks', { url, events: ['todo.added'] });
      if (res.statusCode === 422 && res.json().messages[0]?.id === 'ERR_WEBHOOK_CREDENTIALS') credentialsRefused++;
    }
    // An endpoint saved with them before they were refused (as the database may hold one).
    t.ctx.config.webhooks.allowPrivate = true;
    const made = await call('POST', 'webhooks', { url: `http://${receiverBase}/legacy`, events: ['todo.added'] });
    expect(made.statusCode, made.body).toBe(200);
    const legacyId = made.json().endpoint.id as string;
    await t.ctx.db
      .update(webhookEndpoints)
      .set({ url: `http://olduser:Old-Pass-1234@${receiverBase}/legacy` })
      .where(eq(webhookEndpoints.id, legacyId));
    const changed = await call('PUT', `webhooks/${legacyId}`, {
      url: `http://newuser:New-Pass-5678@${receiverBase}/legacy`,
      events: ['todo.added'],
    });
    if (changed.statusCode === 422 && changed.json().messages[0]?.id === 'ERR_WEBHOOK_CREDENTIALS') {
      credentialsRefused++;
    }
    const answersShown = [
      await call('GET', 'webhooks'),
      await call('PUT', `webhooks/${legacyId}`, {
        url: `http://${receiverBase}/legacy`,
        description: 'Renamed',
        events: ['todo.added'],
      }),
      await call('POST', `webhooks/${legacyId}/test`),
      await call('GET', `webhooks/${legacyId}/deliveries`),
    ];
    t.ctx.config.webhooks.allowPrivate = false;
    const shown = answersShown.filter((r) => /Old-Pass-1234|olduser|New-Pass-5678/.test(r.body)).length;
    // It still reaches its receiver with them (an edit of another field kept the address).
    const basic = receiver.received.at(-1)?.headers.authorization;

    recordFigure(
      31,
      'webhook address guard',
      `${special.length - accepted.length} special-purpose addresses refused of ${special.length} tried ` +
        `(${IPV4.length} IPv4, ${IPV6.length} IPv6, ${EMBEDDED.length} embedded forms; ` +
        `${PUBLIC.length - publicRefused.length} of ${PUBLIC.length} public ones accepted), ` +
        `${rebindsRefused} of ${rebinds} DNS rebinding connects refused at connect time ` +
        `(${connections} connections reached loopback), ` +
        `${credentialsRefused} of ${withCredentials.length + 1} addresses with credentials refused, ` +
        `${shown} credentials shown back in ${answersShown.length} answers`,
    );
    expect(accepted).toEqual([]);
    expect(publicRefused).toEqual([]);
    expect(rebindErrors).toEqual([]);
    expect(rebindsRefused).toBe(REBINDS.length + 1);
    expect(resolvedAtSend).toBeGreaterThanOrEqual(2 * (REBINDS.length + 1));
    expect(connections).toBe(0);
    expect(credentialsRefused).toBe(withCredentials.length + 1);
    expect(answersShown.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(shown).toBe(0);
    expect(basic).toBe(`Basic ${Buffer.from('olduser:Old-Pass-1234').toString('base64')}`);
  });
});
