// @module-tag postgres
import type { LiveMeetingEventPayload } from '@eos/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningApp, type ListeningApp, nextEvent } from '../../../test/realtime-harness.ts';
import { createLiveWorld, liveCaller, liveSocket, shownAfter, stateOf } from './test-support.ts';

// Two app nodes on one PostgreSQL database, sharing Redis: attendees on different nodes share one
// meeting, and a node that goes away loses nothing because the state lives in the database.
describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)('a live meeting across app nodes', () => {
  let a: ListeningApp;
  let b: ListeningApp;
  const open: Socket[] = [];
  beforeAll(async () => {
    a = await createListeningApp();
    b = await createListeningApp({ databaseUrl: a.config.databaseUrl });
  });
  afterAll(async () => {
    for (const s of open) s.disconnect();
    await b?.close();
    await a?.close();
  });

  it('joins a socket held by the other node, and events reach attendees on both', async () => {
    const w = await createLiveWorld(a);
    const ownerSocket = await liveSocket(a, w.owner);
    const memberSocket = await liveSocket(b, w.member);
    open.push(ownerSocket, memberSocket);

    // The member's socket is on node b; the member's join reaches node a.
    expect((await liveCaller(a, w.owner, w.meeting)('join', { connectionId: ownerSocket.id })).status).toBe(200);
    const joined = await liveCaller(a, w.member, w.meeting)('join', { connectionId: memberSocket.id });
    expect(joined.status).toBe(200);

    const onA = nextEvent<LiveMeetingEventPayload>(ownerSocket, 'AgendaItemChanged', 3000);
    const onB = nextEvent<LiveMeetingEventPayload>(memberSocket, 'AgendaItemChanged', 3000);
    const started = stateOf(await liveCaller(b, w.member, w.meeting)('start'));
    await liveCaller(b, w.member, w.meeting)('next-agenda-item', { agendaIndex: 0 });
    expect(shownAfter(started, await onA).agendaIndex).toBe(1);
    expect(shownAfter(started, await onB).agendaIndex).toBe(1);

    // Leaving acts on the caller's own socket only, wherever it is: an Observer cannot take the Member's
    // socket (on node b) out through node a; an Observer's own socket on node b can leave through node a.
    const observerSocket = await liveSocket(b, w.observer);
    open.push(observerSocket);
    expect((await liveCaller(a, w.observer, w.meeting)('join', { connectionId: observerSocket.id })).status).toBe(200);
    const cut = await liveCaller(a, w.observer, w.meeting)('leave', { connectionId: memberSocket.id });
    expect(cut.status).toBe(422);
    expect((await liveCaller(a, w.observer, w.meeting)('leave', { connectionId: observerSocket.id })).status).toBe(200);

    // Node b goes away: node a carries on from the database where the meeting was.
    await b.close();
    const next = await liveCaller(a, w.owner, w.meeting)('next-agenda-item', { agendaIndex: 1 });
    expect(stateOf(next)).toMatchObject({ status: 'Running', agendaIndex: 2 });
    b = await createListeningApp({ databaseUrl: a.config.databaseUrl });
  });

  it("a watcher's join racing a change answers that change or hears it (attack check 19)", async () => {
    // The Observer's socket is on node b, the join goes to node a: asking node b to put the socket in
    // the room takes a moment, and a change made in it was once neither in the answer nor heard.
    const w = await createLiveWorld(a);
    const owner = liveCaller(a, w.owner, w.meeting);
    expect((await owner('start')).status).toBe(200);
    let behind = 0;
    for (let i = 0; i < 30; i++) {
      const socket = await liveSocket(b, w.observer);
      let shown = -1;
      const hear = (p: LiveMeetingEventPayload) => {
        shown = Math.max(shown, p.version ?? -1);
      };
      socket.on('AgendaItemChanged', hear);
      const [joined] = await Promise.all([
        liveCaller(a, w.observer, w.meeting)('join', { connectionId: socket.id }),
        new Promise((r) => setTimeout(r, i % 4)).then(() => owner('set-agenda-item', { index: i % 7 })),
      ]);
      shown = Math.max(shown, stateOf(joined).version);
      await new Promise((r) => setTimeout(r, 100));
      const now = await a.app.inject({
        method: 'GET',
        url: `/api/v2/live-meeting/${w.meeting.id}`,
        headers: { cookie: w.owner.cookie },
      });
      const latest = (now.json().liveMeeting as { version: number }).version;
      if (shown < latest) behind += 1;
      socket.disconnect();
    }
    expect(behind).toBe(0);
  });
});
