import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusedUrl } from './address.ts';
import { nextAttemptAfterFailure } from './hub.ts';

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

  it('judges addresses before any DNS: scheme, https, literal hosts', async () => {
    expect(await refusedUrl('https://8.8.8.8/hook', false)).toBeNull();
    expect(await refusedUrl('http://8.8.8.8/hook', false)).toBe('ERR_WEBHOOK_HTTPS');
    expect(await refusedUrl('https://[fd00::1]/hook', false)).toBe('ERR_WEBHOOK_PRIVATE_ADDRESS');
    expect(await refusedUrl('https://app.localhost/hook', false)).toBe('ERR_WEBHOOK_PRIVATE_ADDRESS');
    expect(await refusedUrl('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(await refusedUrl('javascript:alert(1)', true)).toBe('ERR_WEBHOOK_URL');
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
