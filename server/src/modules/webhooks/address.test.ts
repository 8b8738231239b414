import { describe, expect, it } from 'vitest';
import { embeddedIpv4, guardedLookup, isPrivateAddress, refusedUrl, withoutCredentials } from './address.ts';
import { nextAttemptAfterFailure } from './hub.ts';
import { signature, signingKey } from './send.ts';

describe('addresses webhooks may not reach', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, multicast and unspecified ones', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      // Documentation, 6to4 and Teredo (issue 34), and the rest of the special-purpose registries
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.255',
      '192.88.99.1',
      '2001:db8::1',
      '3fff::1',
      '2002:7f00:1::1',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      '2001:2::1',
      '64:ff9b:1::1',
      '5f00::1',
      '::127.0.0.1',
      '4000::1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public ones through', () => {
    for (const address of [
      '93.184.215.14',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('reads the IPv4 address an IPv6 one carries', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toEqual({ form: 'IPv4-mapped', ipv4: ['127.0.0.1'] });
    expect(embeddedIpv4('64:ff9b::192.0.2.33')).toEqual({ form: 'NAT64', ipv4: ['192.0.2.33'] });
    expect(embeddedIpv4('2002:c0a8:101::1')).toEqual({ form: '6to4', ipv4: ['192.168.1.1'] });
    // RFC 4380's example: server 65.54.227.120, client 192.0.2.45 (obfuscated).
    expect(embeddedIpv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual({
      form: 'Teredo',
      ipv4: ['65.54.227.120', '192.0.2.45'],
    });
    expect(embeddedIpv4('2606:4700::1111')).toBeNull();
  });

  it('checks every answer at connect time and hands the socket only checked addresses', async () => {
    const answers = [
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ];
    const lookup = (allowPrivate: boolean, list = answers, options: object = { all: true }) =>
      new Promise<{ err: Error | null; address: unknown }>((resolve) =>
        guardedLookup(allowPrivate, async () => list)('hooks.example', options, (err, address) =>
          resolve({ err, address }),
        ),
      );
    expect((await lookup(false)).address).toEqual(answers);
    expect((await lookup(false, answers, { family: 6 })).address).toBe('2606:4700::1111');
    const rebound = await lookup(false, [...answers, { address: '::ffff:127.0.0.1', family: 6 }]);
    expect(rebound.err?.message).toMatch(/private or local address/);
    expect((await lookup(true, [{ address: '127.0.0.1', family: 4 }])).address).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
  });

  it('refuses a user name or password in the address and never shows one back', async () => {
    expect(await refusedUrl('https://user:pw@8.8.8.8/hook', false)).toBe('ERR_WEBHOOK_CREDENTIALS');
    expect(await refusedUrl('http://token@127.0.0.1/hook', true)).toBe('ERR_WEBHOOK_CREDENTIALS');
    expect(withoutCredentials('https://user:pw@hooks.example/a?b=1')).toBe('https://hooks.example/a?b=1');
    expect(withoutCredentials('https://hooks.example/a')).toBe('https://hooks.example/a');
  });

  it('judges addresses before any DNS: scheme, https, literal hosts', async () => {
    expect(await refusedUrl('https://8.8.8.8/hook', false)).toBeNull();
    expect(await refusedUrl('http://8.8.8.8/hook', false)).toBe('ERR_WEBHOOK_HTTPS');
    expect(await refusedUrl('https://[fd00::1]/hook', false)).toBe('ERR_WEBHOOK_PRIVATE_ADDRESS');
    expect(await refusedUrl('https://app.localhost/hook', false)).toBe('ERR_WEBHOOK_PRIVATE_ADDRESS');
    expect(await refusedUrl('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(await refusedUrl('javascript:alert(1)', true)).toBe('ERR_WEBHOOK_URL');
  });
});

describe('the signature (Standard Webhooks)', () => {
  it("matches the specification's test vector", () => {
    // The vector the Standard Webhooks libraries test against.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(signature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('keys a secret made before issue 34 (URL-safe base64) with the bytes it encodes', () => {
    const bytes = Buffer.from('fb1f7e3c9a0b5d11ee22ff3344556677fb1f7e3c9a0b5d11ee22ff3344556677', 'hex');
    expect(signingKey(`whsec_${bytes.toString('base64url')}`)).toEqual(bytes);
    expect(signingKey(`whsec_${bytes.toString('base64')}`)).toEqual(bytes);
  });
});

describe('the retry schedule', () => {
  const created = new Date('2030-01-01T00:00:00Z');
  const at = (ms: number) => new Date(created.getTime() + ms);
  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h, 12 h and gives up a day after the event', () => {
    const minute = 60_000;
    expect(nextAttemptAfterFailure(1, created, created)).toEqual(at(minute));
    expect(nextAttemptAfterFailure(2, created, at(minute))).toEqual(at(6 * minute));
    expect(nextAttemptAfterFailure(3, created, at(6 * minute))).toEqual(at(36 * minute));
    expect(nextAttemptAfterFailure(4, created, at(36 * minute))).toEqual(at(156 * minute));
    expect(nextAttemptAfterFailure(5, created, at(156 * minute))).toEqual(at(516 * minute));
    // 12 h after 20.6 h would pass the day: the last attempt is at the day's end.
    expect(nextAttemptAfterFailure(7, created, at(1236 * minute))).toEqual(at(24 * 60 * minute));
    expect(nextAttemptAfterFailure(8, created, at(24 * 60 * minute))).toBeNull();
  });
});
