// @module-tag postgres
import { HUBS } from '@eos/domain';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/auth-helpers.ts';
import { connected, createListeningApp, hubClient, type ListeningApp, nextEvent } from '../../test/realtime-harness.ts';
import { memberships, sessions } from '../db/schema/index.ts';
import { announceChanges } from '../modules/meta/announce.ts';
import { featureFlags } from '../modules/meta/routes.ts';
import { announceAppConfigUpdated } from './hubs/app-config.ts';

let t: ListeningApp;
const open: Socket[] = [];
const client = (hub: string, headers: Record<string, string> = {}, app: ListeningApp = t) => {
  const socket = hubClient(app.url, hub, headers);
  open.push(socket);
  return socket;
};

beforeAll(async () => {
  // A quick access sweep, so that the test of it does not wait a minute.
  t = await createListeningApp({ realtimeAccessSweepMs: 200 });
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(() => t.close());

describe('realtime handshake', () => {
  it('connects to every hub with a session cookie', async () => {
    const u = await signedInMember(t);
    for (const hub of HUBS) await expect(connected(client(hub, { cookie: u.cookie }))).resolves.toBeUndefined();
  });

  it('accepts our own origin', async () => {
    const u = await signedInMember(t);
    await expect(
      connected(client('live-update-hub', { cookie: u.cookie, origin: 'http://localhost:3000' })),
    ).resolves.toBeUndefined();
  });

  it('refuses a socket without a session, or with an unknown one', async () => {
    await expect(connected(client('live-update-hub'))).rejects.toThrow('ERR_UNAUTHORIZED');
    await expect(connected(client('notification-hub', { cookie: 'eos_session=forged' }))).rejects.toThrow(
      'ERR_UNAUTHORIZED',
    );
  });

  it('refuses a page from another site even with a valid cookie', async () => {
    const u = await signedInMember(t);
    await expect(
      connected(client('live-update-hub', { cookie: u.cookie, origin: 'https://evil.example' })),
    ).rejects.toThrow();
  });
});

describe('realtime rooms', () => {
  it('delivers an org event to its members only, and a user event to that user only', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const sa = client('live-update-hub', { cookie: a.cookie });
    const sb = client('live-update-hub', { cookie: b.cookie });
    await Promise.all([connected(sa), connected(sb)]);

    const gotA = nextEvent(sa, 'Updated');
    const gotB = nextEvent(sb, 'Updated', 300);
    t.ctx.realtime.emit('live-update-hub', `org:${a.org.id}`, 'Updated', { type: 'org', id: a.org.id });
    expect(await gotA).toEqual({ type: 'org', id: a.org.id });
    expect(await gotB).toBeNull();

    const userB = nextEvent(sb, 'Updated');
    const userA = nextEvent(sa, 'Updated', 300);
    t.ctx.realtime.emit('live-update-hub', `user:${b.account.id}`, 'Updated', { type: 'navBarPreference' });
    expect(await userB).toEqual({ type: 'navBarPreference' });
    expect(await userA).toBeNull();
  });

  it('announces configuration changes to every app-config client', async () => {
    const a = await signedInMember(t);
    const s = client('app-config-hub', { cookie: a.cookie });
    await connected(s);
    const got = nextEvent(s, 'AppConfigUpdated');
    announceAppConfigUpdated(t.ctx.realtime);
    expect(await got).toEqual({});
  });

  it('a node starting with another build tells every open app once; the same build or flags again, nothing', async () => {
    const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const sa = client('live-update-hub', { cookie: a.cookie });
    const sb = client('live-update-hub', { cookie: b.cookie });
    const config = client('app-config-hub', { cookie: a.cookie });
    await Promise.all([connected(sa), connected(sb), connected(config)]);
    const flags = featureFlags(t.ctx);
    // Whatever ran before: build 1 is the one announced last (its events heard before going on).
    const first = Promise.all([
      nextEvent(sa, 'NewRelease', 500),
      nextEvent(sb, 'NewRelease', 500),
      nextEvent(config, 'AppConfigUpdated', 500),
    ]);
    await announceChanges(t.ctx, { version: 'build-1', flags });
    await first;
    expect(await announceChanges(t.ctx, { version: 'build-1', flags })).toEqual({ release: false, config: false });

    const releaseA = nextEvent(sa, 'NewRelease');
    const releaseB = nextEvent(sb, 'NewRelease');
    const configOnly = nextEvent(config, 'AppConfigUpdated', 300);
    // Two nodes of build 2 start together: one of them announces it.
    const starts = await Promise.all([
      announceChanges(t.ctx, { version: 'build-2', flags }),
      announceChanges(t.ctx, { version: 'build-2', flags }),
    ]);
    expect(starts.map((s) => s.release).sort()).toEqual([false, true]);
    expect(await releaseA).toEqual({ type: 'release', id: 'build-2' });
    expect(await releaseB).toEqual({ type: 'release', id: 'build-2' });
    expect(await configOnly).toBeNull();

    // Restarted with another flag: the apps reload their configuration, and no release is announced.
    const flagged = nextEvent(config, 'AppConfigUpdated');
    const noRelease = nextEvent(sa, 'NewRelease', 300);
    const restart = await announceChanges(t.ctx, {
      version: 'build-2',
      flags: { ...flags, 'maintenance-page': !flags['maintenance-page'] },
    });
    expect(restart).toEqual({ release: false, config: true });
    expect(await flagged).toEqual({});
    expect(await noRelease).toBeNull();
  });

  it('carries a rename made through the API to the org members', async () => {
    const owner = await signedInMember(t);
    const s = client('live-update-hub', { cookie: owner.cookie });
    await connected(s);
    const got = nextEvent(s, 'Updated');
    const res = await fetch(`${t.url}/api/v2/org/${owner.org.id}`, {
      method: 'PUT',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Live' }),
    });
    expect(res.status).toBe(200);
    expect(await got).toEqual({ type: 'org', id: owner.org.id });
  });
});

describe('realtime access', () => {
  it('disconnects at the next sweep a socket whose session ended without a disconnect (timed out)', async () => {
    const u = await signedInMember(t);
    const s = client('notification-hub', { cookie: u.cookie });
    await connected(s);
    const dropped = new Promise((resolve) => s.once('disconnect', () => resolve(true)));
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, u.sessionId));
    expect(await Promise.race([dropped, new Promise((r) => setTimeout(() => r(false), 1000))])).toBe(true);
  });

  it('disconnects at the next sweep a socket whose membership is gone', async () => {
    const owner = await signedInMember(t);
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const s = client('live-update-hub', { cookie: member.cookie });
    const kept = client('live-update-hub', { cookie: owner.cookie });
    await Promise.all([connected(s), connected(kept)]);
    const dropped = new Promise((resolve) => s.once('disconnect', () => resolve(true)));
    await t.ctx.db.delete(memberships).where(eq(memberships.id, member.membership.id));
    expect(await Promise.race([dropped, new Promise((r) => setTimeout(() => r(false), 1000))])).toBe(true);
    expect(kept.connected).toBe(true);
  });
});

describe('realtime shutdown', () => {
  it('closes the app while clients are connected, disconnecting them', async () => {
    const node = await createListeningApp();
    const u = await signedInMember(node);
    const s = client('live-update-hub', { cookie: u.cookie }, node);
    await connected(s);
    const dropped = new Promise((resolve) => s.once('disconnect', resolve));
    await node.close();
    expect(await dropped).toBeTruthy();
  });
});

// Two app nodes sharing Redis: an event emitted on one reaches a client connected to the other.
describe.skipIf(!process.env.REDIS_URL)('realtime across nodes (Redis)', () => {
  let second: ListeningApp;
  beforeAll(async () => {
    second = await createListeningApp();
  });
  afterAll(() => second?.close());

  it('fans an org event out through Redis', async () => {
    expect(t.config.redisUrl).toBeTruthy();
    const u = await signedInMember(second);
    const s = client('live-update-hub', { cookie: u.cookie }, second);
    await connected(s);
    const got = nextEvent(s, 'Updated', 3000);
    t.ctx.realtime.emit('live-update-hub', `org:${u.org.id}`, 'Updated', { type: 'org', id: u.org.id });
    expect(await got).toEqual({ type: 'org', id: u.org.id });
  });
});
