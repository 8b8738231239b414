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

let t: ListeningApp;
const open: Socket[] = [];
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await t.close();
});

describe('To-Do live updates', () => {
  it('tells the org members of a new To-Do, and nobody else', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const colleague = await signedInMember(t, { role: 'Member', org: owner.org });
    const outsider = await signedInMember(t);
    const meeting = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
    const mine = hubClient(t.url, 'live-update-hub', { cookie: colleague.cookie });
    const theirs = hubClient(t.url, 'live-update-hub', { cookie: outsider.cookie });
    open.push(mine, theirs);
    await Promise.all([connected(mine), connected(theirs)]);

    const heard = nextEvent(mine, 'Added');
    const leaked = nextEvent(theirs, 'Added', 300);
    const res = await fetch(`${t.url}/api/v2/todos`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Live',
        ownerIds: [owner.membership.id],
        dueDate: '2030-01-01',
        tractionId: meeting.id,
      }),
    });
    expect(res.status).toBe(200);
    const { todos } = (await res.json()) as { todos: { id: string }[] };
    expect(await heard).toEqual({ type: 'todo', id: todos[0]?.id });
    expect(await leaked).toBeNull();
  });
});
