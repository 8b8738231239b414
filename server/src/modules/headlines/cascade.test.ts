// @module-tag postgres
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createHeadline, createMeeting, type HeadlineRow, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { headlines } from '../../db/schema/index.ts';
import { caller, createItemWorld, type ItemWorld, personId } from '../issues/test-support.ts';

let t: TestApp;
let off: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
let sales: MeetingRow;
let ops: MeetingRow;
let source: HeadlineRow;
beforeAll(async () => {
  [t, off] = await Promise.all([
    createTestApp({ featureFlagOverrides: { 'cascade-headlines': true } }),
    createTestApp(),
  ]);
  call = caller(t);
  w = await createItemWorld(t);
  const orgId = w.owner.org.id;
  // The member attends both department meetings, the manager only sales.
  sales = await createMeeting(t, { orgId, ownerId: personId(w.manager), inviteeIds: [personId(w.member)] });
  ops = await createMeeting(t, { orgId, ownerId: personId(w.owner), inviteeIds: [personId(w.member)] });
  source = await createHeadline(t, {
    orgId,
    tractionId: w.meeting.id,
    ownerId: personId(w.owner),
    title: 'Record quarter',
    contentHtml: '<p>Details</p>',
    status: 'Reviewed',
  });
});
afterAll(() => Promise.all([t.close(), off.close()]));

const copiesOf = (id: string) => t.ctx.db.select().from(headlines).where(eq(headlines.cascadedFromId, id));

describe('POST headline/cascade', () => {
  it('is 404 ERR_FEATURE_DISABLED while the flag is off', async () => {
    const u = await signedInMember(off);
    const res = await caller(off)('POST', '/headline/cascade', u.cookie, {
      headlineId: '00000000-0000-4000-8000-000000000000',
      entries: [{ ownerId: u.membership.id, tractionIds: ['00000000-0000-4000-8000-000000000000'] }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'ERR_FEATURE_DISABLED' }] });
  });

  it('copies the headline once per owner per meeting, to review, remembering the source', async () => {
    const res = await call('POST', '/headline/cascade', w.owner.cookie, {
      headlineId: source.id,
      entries: [
        { ownerId: personId(w.member), tractionIds: [sales.id, ops.id, sales.id] },
        { ownerId: personId(w.manager), tractionIds: [sales.id] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const copies = res.json().headlines as { ownerId: string; tractionId: string }[];
    expect(copies.map((c) => `${c.ownerId}@${c.tractionId}`)).toEqual([
      `${personId(w.member)}@${sales.id}`,
      `${personId(w.member)}@${ops.id}`,
      `${personId(w.manager)}@${sales.id}`,
    ]);
    for (const copy of copies) {
      expect(copy).toMatchObject({
        title: 'Record quarter',
        contentHtml: '<p>Details</p>',
        status: 'ToReview',
        cascadedFromId: source.id,
      });
    }
    expect(await copiesOf(source.id)).toHaveLength(3);
  });

  it('refuses an owner not invited to one of the meetings, naming the entry, and creates nothing', async () => {
    const other = await createHeadline(t, {
      orgId: w.owner.org.id,
      tractionId: w.meeting.id,
      ownerId: personId(w.owner),
    });
    const res = await call('POST', '/headline/cascade', w.owner.cookie, {
      headlineId: other.id,
      entries: [
        { ownerId: personId(w.member), tractionIds: [sales.id] },
        { ownerId: personId(w.manager), tractionIds: [sales.id, ops.id] },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'entries.1.ownerId' }),
    ]);
    expect(await copiesOf(other.id)).toHaveLength(0);
  });

  it('is 403 to whom may not edit the source, 404 for a foreign meeting or headline', async () => {
    const entries = [{ ownerId: personId(w.member), tractionIds: [sales.id] }];
    expect(
      (await call('POST', '/headline/cascade', w.observer.cookie, { headlineId: source.id, entries })).statusCode,
    ).toBe(403);
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    expect(
      (await call('POST', '/headline/cascade', outsider.cookie, { headlineId: source.id, entries })).statusCode,
    ).toBe(403);
    const stranger = await signedInMember(t);
    const foreign = await createMeeting(t, { orgId: stranger.org.id, ownerId: personId(stranger) });
    const away = await call('POST', '/headline/cascade', w.owner.cookie, {
      headlineId: source.id,
      entries: [{ ownerId: personId(w.member), tractionIds: [foreign.id] }],
    });
    expect(away.statusCode).toBe(404);
    const theirs = await call('POST', '/headline/cascade', stranger.cookie, {
      headlineId: source.id,
      entries: [{ ownerId: personId(stranger), tractionIds: [foreign.id] }],
    });
    expect(theirs.statusCode).toBe(404);
    expect(await copiesOf(source.id)).toHaveLength(3);
  });
});
