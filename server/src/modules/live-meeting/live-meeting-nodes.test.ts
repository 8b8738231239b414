import type { LiveMeetingEventPayload } from '@eos/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningApp, type ListeningApp, nextEvent } from '../../../test/realtime-harness.ts';
import { createLiveWorld, liveCaller, liveSocket, stateOf } from './test-support.ts';

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
    await liveCaller(b, w.member, w.meeting)('start');
    await liveCaller(b, w.member, w.meeting)('next-agenda-item', { agendaIndex: 0 });
    expect((await onA)?.state?.agendaIndex).toBe(1);
    expect((await onB)?.state?.agendaIndex).toBe(1);

    // Node b goes away: node a carries on from the database where the meeting was.
    await b.close();
    const next = await liveCaller(a, w.owner, w.meeting)('next-agenda-item', { agendaIndex: 1 });
    expect(stateOf(next)).toMatchObject({ status: 'Running', agendaIndex: 2 });
    b = await createListeningApp({ databaseUrl: a.config.databaseUrl });
  });
});
