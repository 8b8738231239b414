import { ChecklistResponse, DEFAULT_MEETING_CHECKLIST, MeetingHistoryResponse } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createMeeting, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { meetingSessions } from '../../db/schema/index.ts';
import { caller, createTeam, type Team } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let team: Team;
let meeting: MeetingRow;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  team = await createTeam(t);
  meeting = await createMeeting(t, {
    orgId: team.owner.org.id,
    ownerId: team.owner.membership.id,
    inviteeIds: [team.member.membership.id],
  });
});
afterAll(() => t.close());

describe('GET meetings/validate/{threadId}', () => {
  it('answers the meeting ids for a thread of the current organization', async () => {
    const res = await call('GET', `/meetings/validate/${meeting.threadId}`, team.observer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, tractionId: meeting.id, meetingThreadId: meeting.threadId });
  });

  it('answers a plain 404 for an unknown thread and for a thread of an org the user is not in', async () => {
    const unknown = await call('GET', '/meetings/validate/00000000-0000-4000-8000-000000000000', team.owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toEqual([
      { id: 'ERR_NOT_FOUND', text: 'The item does not exist or could not be found.' },
    ]);
    const stranger = await signedInMember(t);
    const foreign = await createMeeting(t, { orgId: stranger.org.id, ownerId: stranger.membership.id });
    const res = await call('GET', `/meetings/validate/${foreign.threadId}`, team.owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().messages[0].id).toBe('ERR_NOT_FOUND');
  });

  it('names the current org when the thread belongs to another org of the same user', async () => {
    const other = await signedInMember(t);
    // The team member also belongs to `other`'s organization, but is currently in the team's.
    const there = await addMember(t.ctx.db, other.org, team.member.account, 'Member');
    const elsewhere = await createMeeting(t, { orgId: other.org.id, ownerId: there.id });
    const res = await call('GET', `/meetings/validate/${elsewhere.threadId}`, team.member.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toEqual([
      {
        id: 'ERR_WRONG_ORG',
        text: `You cannot access this item while in the ${team.owner.org.name} organization`,
        params: [team.owner.org.name],
      },
    ]);
  });
});

describe('history', () => {
  it('lists sessions newest first with their durations, and reads one session', async () => {
    const h = await createMeeting(t, { orgId: team.owner.org.id, ownerId: team.owner.membership.id });
    const empty = (await call('GET', `/meeting/${h.id}/history`, team.member.cookie)).json();
    expect(empty).toEqual({ succeeded: true, items: [] });
    const base = { orgId: team.owner.org.id, meetingId: h.id };
    const [first, second] = await t.ctx.db
      .insert(meetingSessions)
      .values([
        {
          ...base,
          sessionNumber: 1,
          startedAt: new Date('2030-01-07T14:00:00Z'),
          endedAt: new Date('2030-01-07T15:31:00Z'),
          averageRating: 8.5,
        },
        { ...base, sessionNumber: 2, startedAt: new Date('2030-01-14T14:00:00Z') },
      ])
      .returning();
    const res = await call('GET', `/meeting/${h.id}/history`, team.member.cookie);
    const body = MeetingHistoryResponse.parse(res.json());
    expect(body.items.map((s) => s.sessionNumber)).toEqual([2, 1]);
    expect(body.items[0]).toMatchObject({ id: second?.id, ended: null, durationMinutes: null, averageRating: null });
    expect(body.items[1]).toEqual({
      id: first?.id,
      sessionNumber: 1,
      started: '2030-01-07T14:00:00.000Z',
      ended: '2030-01-07T15:31:00.000Z',
      durationMinutes: 91,
      averageRating: 8.5,
      // Recorded without the live meeting: no summary to show.
      summary: null,
    });
    const one = await call('GET', `/meeting/${h.id}/session/${first?.id}`, team.member.cookie);
    expect(one.json()).toEqual({ succeeded: true, session: body.items[1] });
    // A session id under the wrong meeting is missing.
    expect((await call('GET', `/meeting/${meeting.id}/session/${first?.id}`, team.member.cookie)).statusCode).toBe(404);
  });
});

describe('checklist', () => {
  it('starts from the default list, saves edits, and resets to all unticked', async () => {
    const c = await createMeeting(t, { orgId: team.owner.org.id, ownerId: team.owner.membership.id });
    const initial = ChecklistResponse.parse(
      (await call('GET', `/meeting/${c.id}/getchecklist`, team.observer.cookie)).json(),
    );
    expect(initial.checklist).toEqual({
      items: DEFAULT_MEETING_CHECKLIST.map((text, i) => ({ id: `default-${i}`, text, checked: false })),
      updated: null,
      updatedById: null,
    });

    const items = [
      { id: 'default-0', text: 'Scorecard numbers entered', checked: true },
      { id: 'mine', text: ' Coffee ', checked: true },
    ];
    const saved = await call('PUT', `/meeting/${c.id}/updatechecklist`, team.member.cookie, { items });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().checklist).toMatchObject({
      items: [items[0], { id: 'mine', text: 'Coffee', checked: true }],
      updatedById: team.member.membership.id,
    });
    const again = await call('PUT', `/meeting/${c.id}/updatechecklist`, team.member.cookie, {
      items: [{ id: 'mine', text: 'Coffee', checked: false }],
    });
    expect(again.json().checklist.items).toEqual([{ id: 'mine', text: 'Coffee', checked: false }]);
    expect((await call('GET', `/meeting/${c.id}/getchecklist`, team.owner.cookie)).json().checklist.items).toEqual([
      { id: 'mine', text: 'Coffee', checked: false },
    ]);

    await call('PUT', `/meeting/${c.id}/updatechecklist`, team.member.cookie, { items });
    const reset = await call('PUT', `/meeting/${c.id}/resetchecklist`, team.admin.cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().checklist.items).toEqual([
      { ...items[0], checked: false },
      { id: 'mine', text: 'Coffee', checked: false },
    ]);
  });

  it('resets a never-edited checklist to the default list and refuses Observers', async () => {
    const c = await createMeeting(t, { orgId: team.owner.org.id, ownerId: team.owner.membership.id });
    const reset = await call('PUT', `/meeting/${c.id}/resetchecklist`, team.member.cookie);
    expect(reset.json().checklist.items).toHaveLength(DEFAULT_MEETING_CHECKLIST.length);
    expect(reset.json().checklist.items.every((i: { checked: boolean }) => !i.checked)).toBe(true);
    const denied = await call('PUT', `/meeting/${c.id}/updatechecklist`, team.observer.cookie, { items: [] });
    expect(denied.statusCode).toBe(403);
    expect((await call('PUT', `/meeting/${c.id}/resetchecklist`, team.observer.cookie)).statusCode).toBe(403);
    const blank = await call('PUT', `/meeting/${c.id}/updatechecklist`, team.member.cookie, {
      items: [{ id: 'x', text: ' ', checked: false }],
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().messages[0]).toMatchObject({ id: 'VAL_REQUIRED', field: 'items.0.text' });
  });
});
