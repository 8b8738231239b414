// @module-tag postgres
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createIssue, createMeeting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { issues } from '../../db/schema/index.ts';
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

/** A fresh meeting with these open issues, in this order. */
async function listOf(...titles: string[]) {
  const meeting = await createMeeting(t, {
    orgId: w.owner.org.id,
    ownerId: personId(w.member),
    inviteeIds: [personId(w.manager)],
  });
  const rows = [];
  for (const title of titles) {
    rows.push(
      await createIssue(t, { orgId: w.owner.org.id, tractionId: meeting.id, ownerId: personId(w.member), title }),
    );
  }
  return { meeting, rows };
}

const titlesIn = async (meetingId: string) => {
  const res = await call('POST', '/issues/search', w.member.cookie, {
    filters: { 'traction-id': [meetingId] },
    sorts: [{ property: 'rank', ascending: true }],
  });
  return res.json().items.map((i: { title: string }) => i.title);
};

describe('PUT issue/{id}/rank', () => {
  it('moves the last issue after the first, then to the front', async () => {
    const { meeting, rows } = await listOf('A', 'B', 'C');
    const [a, , c] = rows;
    const res = await call('PUT', `/issue/${c?.id}/rank`, w.member.cookie, { afterId: a?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().issue.rank).toBe(1.5);
    expect(await titlesIn(meeting.id)).toEqual(['A', 'C', 'B']);
    await call('PUT', `/issue/${c?.id}/rank`, w.member.cookie, { afterId: null });
    expect(await titlesIn(meeting.id)).toEqual(['C', 'A', 'B']);
    await call('PUT', `/issue/${c?.id}/rank`, w.member.cookie, { afterId: rows[1]?.id });
    expect(await titlesIn(meeting.id)).toEqual(['A', 'B', 'C']);
  });

  it('keeps working when midpoints run out of room, or neighbours share a rank', async () => {
    const { meeting, rows } = await listOf('A', 'B', 'C');
    const [a, b, c] = rows;
    // Alternating the two last ones halves the gap after A every time: 60 moves exhaust a double.
    for (let i = 0; i < 60; i++) {
      const moving = i % 2 === 0 ? c : b;
      const res = await call('PUT', `/issue/${moving?.id}/rank`, w.member.cookie, { afterId: a?.id });
      expect(res.statusCode).toBe(200);
    }
    expect(await titlesIn(meeting.id)).toEqual(['A', 'B', 'C']);
    await t.ctx.db.update(issues).set({ rank: 5 }).where(eq(issues.tractionId, meeting.id));
    const sorted = await titlesIn(meeting.id);
    const first = rows.find((r) => r.title === sorted[0]);
    const last = rows.find((r) => r.title === sorted[2]);
    await call('PUT', `/issue/${last?.id}/rank`, w.member.cookie, { afterId: first?.id });
    expect(await titlesIn(meeting.id)).toEqual([sorted[0], sorted[2], sorted[1]]);
  });

  it('refuses an anchor that is not an open issue of the same meeting', async () => {
    const { rows } = await listOf('A', 'B');
    const elsewhere = await createIssue(t, {
      orgId: w.owner.org.id,
      tractionId: w.meeting.id,
      ownerId: personId(w.member),
    });
    const solved = await createIssue(t, {
      orgId: w.owner.org.id,
      tractionId: rows[0]?.tractionId ?? '',
      ownerId: personId(w.member),
      status: 'Solved',
    });
    for (const afterId of [elsewhere.id, solved.id, rows[0]?.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('PUT', `/issue/${rows[0]?.id}/rank`, w.member.cookie, { afterId });
      expect(res.statusCode).toBe(422);
      expect(res.json().messages[0]).toMatchObject({ id: 'VAL_INVALID', field: 'afterId' });
    }
  });
});

describe('POST issue/{id}/move', () => {
  it('moves the issue with its new owner to the end of the destination list', async () => {
    const source = await listOf('Move me', 'Stay');
    const destination = await listOf('D1', 'D2');
    const issue = source.rows[0];
    emitted.length = 0;
    const res = await call('POST', `/issue/${issue?.id}/move`, w.member.cookie, {
      destinationId: destination.meeting.id,
      ownerId: personId(w.manager),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, issue: expect.any(Object) });
    expect(res.json().issue).toMatchObject({
      tractionId: destination.meeting.id,
      ownerId: personId(w.manager),
      rank: 3,
    });
    expect(await titlesIn(destination.meeting.id)).toEqual(['D1', 'D2', 'Move me']);
    expect(await titlesIn(source.meeting.id)).toEqual(['Stay']);
    // The new owner is notified; the destination's owner moved it, so hears nothing.
    expect(emitted.map((e) => `${e.room} ${e.event}`)).toEqual([
      `person:${personId(w.manager)} NewNotification`,
      `org:${w.owner.org.id} Updated`,
      `user:${w.manager.account.id} Reassigned`,
    ]);
  });

  it('refuses the same meeting, an owner not invited there, and a foreign destination; nothing is written', async () => {
    const { meeting, rows } = await listOf('Here');
    const issue = rows[0];
    const stranger = await signedInMember(t);
    const foreign = await createMeeting(t, { orgId: stranger.org.id, ownerId: personId(stranger) });
    const url = `/issue/${issue?.id}/move`;

    const same = await call('POST', url, w.member.cookie, { destinationId: meeting.id, ownerId: personId(w.member) });
    expect(same.statusCode).toBe(422);
    expect(same.json().messages).toEqual([expect.objectContaining({ id: 'ERR_SAME_MEETING', field: 'destinationId' })]);

    const uninvited = await call('POST', url, w.member.cookie, {
      destinationId: w.other.id,
      ownerId: personId(w.member),
    });
    expect(uninvited.statusCode).toBe(422);
    expect(uninvited.json().messages).toEqual([
      expect.objectContaining({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerId' }),
    ]);

    const away = await call('POST', url, w.member.cookie, { destinationId: foreign.id, ownerId: personId(stranger) });
    expect(away.statusCode).toBe(404);

    const [row] = await t.ctx.db
      .select()
      .from(issues)
      .where(eq(issues.id, issue?.id ?? ''));
    expect(row).toMatchObject({ tractionId: meeting.id, ownerId: personId(w.member), rank: issue?.rank });
  });
});
