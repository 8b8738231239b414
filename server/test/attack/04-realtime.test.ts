// @module-tag postgres
import { HUBS } from '@eos/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { connected, createListeningApp, hubClient, type ListeningApp } from '../realtime-harness.ts';
import { recordFigure } from './report.ts';
import { as, createWorld, type World } from './support.ts';

// Attack check 4 (issue 14): an outsider (the Owner of another organization) holds a socket on every
// hub, and tries to join the victim's live meeting, while the victim organization does what emits on
// each hub: items added, changed and removed, a notification, a rename, a live meeting run from start
// to end. The victim's own sockets hear it all; the outsider hears nothing.

let t: ListeningApp;
let w: World;
let outsider: SignedInUser;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createListeningApp();
  w = await createWorld(t, 'Victim');
  outsider = await signedInMember(t, { role: 'Owner' });
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await t.close();
});

/** A socket on each hub, recording every event it hears, by hub. */
async function listen(user: SignedInUser): Promise<{ sockets: Record<string, Socket>; heard: Map<string, string[]> }> {
  const heard = new Map<string, string[]>();
  const sockets: Record<string, Socket> = {};
  for (const hub of HUBS) {
    const socket = hubClient(t.url, hub, { cookie: user.cookie });
    open.push(socket);
    heard.set(hub, []);
    socket.onAny((event: string, payload: unknown) => heard.get(hub)?.push(`${event} ${JSON.stringify(payload)}`));
    sockets[hub] = socket;
  }
  await Promise.all(Object.values(sockets).map(connected));
  return { sockets, heard };
}

const settle = () => new Promise((r) => setTimeout(r, 500));

describe('attack 4: realtime isolation', () => {
  it('lets an outsider on every hub hear nothing of an organization that emits on each of them', async () => {
    const victim = await listen(w.member);
    const owner = await listen(w.owner);
    const spy = await listen(outsider);
    const asOwner = as(t, w.owner);
    const asMember = as(t, w.member);
    const live = { meetingId: w.ids.meeting, meetingThreadId: w.ids.thread };

    // The outsider tries the victim's live meeting with its own socket: refused, and no room joined.
    const intrude = await t.app.inject({
      method: 'POST',
      url: '/api/v2/live-meeting/join',
      headers: { cookie: outsider.cookie },
      payload: { ...live, connectionId: spy.sockets['live-meeting-hub']?.id },
    });
    expect(intrude.statusCode).toBe(404);

    // live-update-hub and notification-hub: items, a notification (the Owner gives the Member a To-Do),
    // a rename.
    const [todo] = (
      await asOwner('POST', '/todos', {
        title: `Secret ${w.marker}`,
        tractionId: w.ids.meeting,
        ownerIds: [w.member.membership.id],
        dueDate: '2030-01-07',
      })
    ).todos;
    await asOwner('PUT', `/todo/${todo.id}/status`, { status: 'Done' });
    await asOwner('DELETE', `/todo/${todo.id}`);
    await asOwner('PUT', `/org/${w.org.id}`, { name: `Renamed ${w.marker}` });
    // live-meeting-hub: both join with their sockets, run the meeting, react, end it.
    await asOwner('POST', '/live-meeting/join', { ...live, connectionId: owner.sockets['live-meeting-hub']?.id });
    await asMember('POST', '/live-meeting/join', { ...live, connectionId: victim.sockets['live-meeting-hub']?.id });
    await asOwner('POST', '/live-meeting/start', live);
    await asOwner('POST', '/live-meeting/next-agenda-item', { ...live, agendaIndex: 0 });
    await asMember('POST', '/live-meeting/reaction', { ...live, id: 'clap' });
    await asOwner('POST', '/live-meeting/end', { ...live, baseUrl: 'http://localhost:3000' });
    await settle();

    const count = (heard: Map<string, string[]>, hub: string) => heard.get(hub)?.length ?? 0;
    // The victim's sockets heard each hub's events (so the actions did emit)...
    for (const hub of ['live-update-hub', 'notification-hub', 'live-meeting-hub']) {
      expect(count(victim.heard, hub), hub).toBeGreaterThan(0);
    }
    // ...and the outsider heard nothing at all, on any hub.
    const spied = [...spy.heard.values()].flat();
    expect(spied).toEqual([]);

    const byHub = ['live-update-hub', 'notification-hub', 'live-meeting-hub']
      .map((hub) => `${hub.replace('-hub', '')} ${count(victim.heard, hub) + count(owner.heard, hub)}`)
      .join(', ');
    const total = [...victim.heard.values(), ...owner.heard.values()].flat().length;
    recordFigure(
      4,
      'realtime',
      `0 events heard by an outsider on ${HUBS.length} hubs while the victim org's sockets heard ${total} (${byHub}); ` +
        "the outsider's join of the victim's live meeting: 404",
    );
  });
});
