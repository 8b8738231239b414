import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, createRock, type RockRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, createItemWorld, type Emitted, type ItemWorld, personId, recordEvents } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
let emitted: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  call = caller(t);
  w = await createItemWorld(t);
});
afterAll(() => t.close());

/** parent -> child -> grandchild, all in the first meeting. */
async function chain(): Promise<[RockRow, RockRow, RockRow]> {
  const base = { orgId: w.owner.org.id, tractionIds: [w.meeting.id], ownerId: personId(w.member), title: 'Chain' };
  const parent = await createRock(t, base);
  const child = await createRock(t, { ...base, delegatedFromRockId: parent.id });
  const grandchild = await createRock(t, { ...base, delegatedFromRockId: child.id });
  return [parent, child, grandchild];
}

const exists = async (id: string) => (await call('GET', `/rock/${id}`, w.owner.cookie)).statusCode === 200;

describe('DELETE rock/{id}/{flag}', () => {
  it('with true removes the Rock and every Rock delegated below it', async () => {
    const [parent, child, grandchild] = await chain();
    emitted.length = 0;
    const res = await call('DELETE', `/rock/${child.id}/true`, w.member.cookie);
    expect(res.statusCode).toBe(200);
    expect(await exists(child.id)).toBe(false);
    expect(await exists(grandchild.id)).toBe(false);
    expect(await exists(parent.id)).toBe(true);
    expect(emitted.filter((e) => e.event === 'Deleted').map((e) => e.payload)).toEqual(
      expect.arrayContaining([
        { type: 'rock', id: child.id },
        { type: 'rock', id: grandchild.id },
      ]),
    );
  });

  it('with false removes only the Rock and re-links its children to its parent', async () => {
    const [parent, child, grandchild] = await chain();
    const res = await call('DELETE', `/rock/${child.id}/false`, w.member.cookie);
    expect(res.statusCode).toBe(200);
    expect(await exists(child.id)).toBe(false);
    const kept = await call('GET', `/rock/${grandchild.id}`, w.member.cookie);
    expect(kept.json().rock.delegatedFromRockId).toBe(parent.id);
    const below = await call('GET', `/rock/${parent.id}/delegates`, w.member.cookie);
    expect(below.json().rocks.map((r: { id: string }) => r.id)).toEqual([grandchild.id]);
  });

  it('with true is refused (403, nothing removed) when a Rock below is in a meeting the caller has no say in', async () => {
    const org = w.owner.org.id;
    const parent = await createRock(t, { orgId: org, tractionIds: [w.meeting.id], ownerId: personId(w.member) });
    // Delegated to another team's meeting, which the Member is not invited to.
    const theirs = await createRock(t, {
      orgId: org,
      tractionIds: [w.other.id],
      ownerId: personId(w.manager),
      delegatedFromRockId: parent.id,
    });
    const res = await call('DELETE', `/rock/${parent.id}/true`, w.member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].id).toBe('ERR_FORBIDDEN');
    expect(await exists(parent.id)).toBe(true);
    expect(await exists(theirs.id)).toBe(true);
    // Their own Rock alone they may remove; the one below stays, moved up.
    expect((await call('DELETE', `/rock/${parent.id}/false`, w.member.cookie)).statusCode).toBe(200);
    expect(await exists(theirs.id)).toBe(true);
  });

  it('refuses a flag that is not true or false', async () => {
    const [parent] = await chain();
    expect((await call('DELETE', `/rock/${parent.id}/maybe`, w.member.cookie)).statusCode).toBe(422);
  });
});

describe('POST rocks/remove-in-meeting/{meetingId}', () => {
  it('takes Rocks out of the meeting, deletes those left in none, and leaves out the rest', async () => {
    const org = w.owner.org.id;
    const twoMeetings = await createRock(t, {
      orgId: org,
      tractionIds: [w.meeting.id, w.other.id],
      ownerId: personId(w.manager),
    });
    const onlyHere = await createRock(t, { orgId: org, tractionIds: [w.meeting.id], ownerId: personId(w.member) });
    const elsewhere = await createRock(t, { orgId: org, tractionIds: [w.other.id], ownerId: personId(w.admin) });
    const stranger = await signedInMember(t, { role: 'Owner' });
    const theirMeeting = await createMeeting(t, { orgId: stranger.org.id, ownerId: stranger.membership.id });
    const foreign = await createRock(t, {
      orgId: stranger.org.id,
      tractionIds: [theirMeeting.id],
      ownerId: stranger.membership.id,
    });
    emitted.length = 0;
    const res = await call('POST', `/rocks/remove-in-meeting/${w.meeting.id}`, w.manager.cookie, [
      twoMeetings.id,
      onlyHere.id,
      elsewhere.id,
      foreign.id,
    ]);
    expect(res.statusCode).toBe(200);
    expect([...res.json().rocksRemoved].sort()).toEqual([twoMeetings.id, onlyHere.id].sort());
    const stays = await call('GET', `/rock/${twoMeetings.id}`, w.manager.cookie);
    expect(stays.json().rock.tractionIds).toEqual([w.other.id]);
    expect(await exists(onlyHere.id)).toBe(false);
    expect(await exists(elsewhere.id)).toBe(true);
    expect(emitted.map((e) => [e.event, (e.payload as { id: string }).id])).toEqual(
      expect.arrayContaining([
        ['Deleted', onlyHere.id],
        ['Updated', twoMeetings.id],
      ]),
    );
    const theirs = await call('GET', `/rock/${foreign.id}`, stranger.cookie);
    expect(theirs.json().rock.tractionIds).toEqual([theirMeeting.id]);
  });

  it('leaves out Rocks the caller may not edit, and answers 404 for another org’s meeting', async () => {
    const rock = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.meeting.id],
      ownerId: personId(w.member),
    });
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    const res = await call('POST', `/rocks/remove-in-meeting/${w.meeting.id}`, outsider.cookie, [rock.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().rocksRemoved).toEqual([]);
    expect(await exists(rock.id)).toBe(true);
    const stranger = await signedInMember(t, { role: 'Owner' });
    const foreign = await call('POST', `/rocks/remove-in-meeting/${w.meeting.id}`, stranger.cookie, [rock.id]);
    expect(foreign.statusCode).toBe(404);
    const observer = await call('POST', `/rocks/remove-in-meeting/${w.meeting.id}`, w.observer.cookie, [rock.id]);
    expect(observer.statusCode).toBe(403);
  });

  it('keeps the children of a Rock deleted this way in the hierarchy', async () => {
    const [parent, child, grandchild] = await chain();
    const res = await call('POST', `/rocks/remove-in-meeting/${w.meeting.id}`, w.member.cookie, [parent.id, child.id]);
    expect([...res.json().rocksRemoved].sort()).toEqual([parent.id, child.id].sort());
    const kept = await call('GET', `/rock/${grandchild.id}`, w.member.cookie);
    expect(kept.json().rock.delegatedFromRockId).toBeNull();
  });
});
