import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import {
  createListeningApp,
  type ListeningApp,
  type LiveAudience,
  liveAudience,
} from '../../../test/realtime-harness.ts';
import { caller } from '../meetings/test-support.ts';
import { addInvitee, addMemberCall, invite, sendCall } from './test-support.ts';

// Inviting, sending, accepting and revoking reach every open app of the organization, and only it.

let t: ListeningApp;
let audience: LiveAudience;
beforeAll(async () => {
  t = await createListeningApp();
  audience = await liveAudience(t);
});
afterAll(async () => {
  audience.close();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

describe('invitation live events', () => {
  it('tells the organization a person was added', async () => {
    const { heard, leaked } = audience.listen('Added');
    const res = await addMemberCall(t, audience.author.cookie, {});
    expect(await heard).toEqual({ type: 'person', id: res.json().id });
    expect(await leaked).toBeNull();
  });

  it('tells it an invitation was sent', async () => {
    const person = await addInvitee(t, audience.author.cookie);
    const { heard, leaked } = audience.listen('Updated');
    expect((await sendCall(t, audience.author.cookie, [person])).statusCode).toBe(200);
    expect(await heard).toEqual({ type: 'person', id: person.id });
    expect(await leaked).toBeNull();
  });

  it('tells it the person joined', async () => {
    const other = await signedInMember(t, { role: 'Owner' });
    // The sending's own Updated first, so the one awaited below can only be the acceptance's.
    const sent = audience.listen('Updated');
    const link = await invite(t, audience.author.cookie, { email: other.account.email });
    expect(await sent.heard).toEqual({ type: 'person', id: link.id });
    const { heard, leaked } = audience.listen('Updated');
    expect((await call('POST', `/invitation/${link.invitationId}/${link.key}/accept`, other.cookie)).statusCode).toBe(
      200,
    );
    expect(await heard).toEqual({ type: 'person', id: link.id });
    expect(await leaked).toBeNull();
  });

  it('tells it the invited person is gone when the invitation is revoked', async () => {
    const link = await invite(t, audience.author.cookie);
    const { heard, leaked } = audience.listen('Deleted');
    expect((await call('PUT', `/invitation/${link.invitationId}/revoke`, audience.author.cookie)).statusCode).toBe(200);
    expect(await heard).toEqual({
      type: 'person',
      id: link.id,
      userId: expect.any(String),
      orgId: audience.author.org.id,
    });
    expect(await leaked).toBeNull();
  });

  it('tells it the organization has an implementer now', async () => {
    const { heard } = audience.listen('Updated');
    await addInvitee(t, audience.author.cookie, { role: 'Admin', isImplementer: true });
    expect(await heard).toEqual({ type: 'org', id: audience.author.org.id });
  });
});
