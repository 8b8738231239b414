import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting } from '../../../test/factories.ts';
import {
  connected,
  createListeningApp,
  hubClient,
  type ListeningApp,
  nextEvent,
} from '../../../test/realtime-harness.ts';
import { caller } from './test-support.ts';

let t: ListeningApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

describe('rock live updates', () => {
  it('tells the members of the org, and only them, that a Rock was added', async () => {
    const author = await signedInMember(t, { role: 'Owner' });
    const colleague = await signedInMember(t, { role: 'Member', org: author.org });
    const stranger = await signedInMember(t);
    const meeting = await createMeeting(t, { orgId: author.org.id, ownerId: author.membership.id });
    const mine = hubClient(t.url, 'live-update-hub', { cookie: colleague.cookie });
    const theirs = hubClient(t.url, 'live-update-hub', { cookie: stranger.cookie });
    sockets.push(mine, theirs);
    await Promise.all([connected(mine), connected(theirs)]);

    const heard = nextEvent(mine, 'Added');
    const leaked = nextEvent(theirs, 'Added', 300);
    const res = await caller(t)('POST', '/rocks', author.cookie, {
      title: 'Live',
      ownerId: author.membership.id,
      dueDate: '2030-03-31',
      type: 'Company',
      tractionIds: [meeting.id],
    });
    expect(res.statusCode).toBe(200);
    expect(await heard).toEqual({ type: 'rock', id: res.json().rock.id });
    expect(await leaked).toBeNull();
  });
});
