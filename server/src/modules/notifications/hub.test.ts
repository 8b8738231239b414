import { Notification } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signIn } from '../../../test/auth-helpers.ts';
import { addMember, createMeeting, createOrg } from '../../../test/factories.ts';
import {
  connected,
  createListeningApp,
  hubClient,
  type ListeningApp,
  nextEvent,
} from '../../../test/realtime-harness.ts';
import { setSessionOrg } from '../../lib/session-store.ts';

// Delivery on the notification hub: every open tab of the recipient in that organization, nobody else.

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

const api = (cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${t.url}/api/v2${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function hub(cookie: string) {
  const socket = hubClient(t.url, 'notification-hub', { cookie });
  await connected(socket);
  return socket;
}

describe('notification hub', () => {
  it('brings a new notification to each tab of its recipient only, not a colleague, not the same user in another org', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const recipient = await signedInMember(t, { role: 'Member', org: owner.org });
    const colleague = await signedInMember(t, { role: 'Member', org: owner.org });
    const meeting = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [recipient.membership.id, colleague.membership.id],
    });
    // The recipient is also a person of a second organization, open there in another session.
    const second = await createOrg(t.ctx.db);
    await addMember(t.ctx.db, second, recipient.account, 'Member');
    const elsewhere = await signIn(t, recipient.account.id);
    await setSessionOrg(t.ctx.db, elsewhere.sessionId, second.id);

    const sockets = await Promise.all([
      hub(recipient.cookie),
      hub(recipient.cookie),
      hub(colleague.cookie),
      hub(elsewhere.cookie),
    ]);
    const [tab1, tab2, theirs, otherOrg] = sockets;
    const heard = [tab1, tab2].map((s) => nextEvent<Notification>(s, 'NewNotification'));
    const leaked = [theirs, otherOrg].map((s) => nextEvent(s, 'NewNotification', 300));

    const res = await api(owner.cookie, 'POST', '/todos', {
      title: 'Send the invoice',
      ownerIds: [recipient.membership.id],
      dueDate: '2030-01-01',
      tractionId: meeting.id,
    });
    expect(res.status).toBe(200);
    for (const got of await Promise.all(heard)) {
      expect(Notification.parse(got)).toMatchObject({
        type: 'TodoAssigned',
        messageParams: [expect.any(String), 'Send the invoice'],
      });
    }
    expect(await Promise.all(leaked)).toEqual([null, null]);

    // Reading it in one tab reaches the other.
    const [notification] = await Promise.all(heard);
    const read = nextEvent(tab2, 'NotificationRead');
    await api(recipient.cookie, 'PUT', '/notification-center/read', { id: notification?.id });
    expect(await read).toEqual({ ids: [notification?.id] });
    for (const s of sockets) s.disconnect();
  });
});
