// @module-tag postgres
import { Meeting } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { meetingInvitees, meetings } from '../../db/schema/index.ts';
import { detachedRealtime } from '../../realtime/server.ts';
import { violatedUniqueIndex } from './db-errors.ts';
import { caller, createTeam, meetingBody, type Team } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let team: Team;
const emitted: { hub: string; room: string; event: string; payload: unknown }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.realtime = {
    ...detachedRealtime,
    emit: (hub, room, event, payload) => emitted.push({ hub, room, event, payload }),
    close: async () => {},
  };
  call = caller(t);
  team = await createTeam(t);
});
afterAll(() => t.close());

const countMeetings = async (orgId: string) =>
  (await t.ctx.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.orgId, orgId))).length;

describe('POST meetings', () => {
  it('creates a meeting with the Level 10 agenda, the creator as owner and invitee, and tells the org', async () => {
    emitted.length = 0;
    const { member, admin } = team;
    const res = await call('POST', '/meetings', member.cookie, {
      ...meetingBody({ inviteeIds: [admin.membership.id] }),
      title: '  Sales Weekly  ',
    });
    expect(res.statusCode).toBe(200);
    const meeting = Meeting.parse(res.json().meeting);
    expect(meeting).toMatchObject({
      title: 'Sales Weekly',
      tractionId: meeting.id,
      cadence: 'Weekly',
      // 9:00 in New York in January is 14:00 UTC.
      meetingDateTime: '2030-01-07T14:00:00.000Z',
      nextDate: '2030-01-07T14:00:00.000Z',
      timeZone: 'America/New_York',
      colorTag: 'None',
      isLT: false,
      isFavorite: false,
      canJoin: false,
      status: 'NotStarted',
      ownerId: member.membership.id,
      owner: { id: member.membership.id, userId: member.account.id, role: 'Member', hasLicense: true },
      abilities: { canEdit: true, canDelete: true, canChangeOwner: true },
    });
    expect(meeting.agenda).toMatchObject({ name: 'Level 10 Meeting', type: 'Level10', lengthInMinutes: 90 });
    expect(meeting.agenda.items.map((i) => i.type)).toEqual([
      'Segue',
      'Scorecard',
      'Rocks',
      'Headlines',
      'ToDoList',
      'IDS',
      'Conclude',
    ]);
    expect(meeting.invitees.map((p) => p.id).sort()).toEqual([admin.membership.id, member.membership.id].sort());
    // (The Admin is also notified of the invitation: see notifications/triggers.test.ts.)
    expect(emitted.filter((e) => e.hub === 'live-update-hub')).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${member.org.id}`,
        event: 'Added',
        payload: { type: 'meeting', id: meeting.id },
      },
    ]);
  });

  it('stores its own agenda copy with RockReview read as Rocks and the length summed', async () => {
    const agenda = {
      name: 'Short',
      items: [
        { type: 'RockReview', name: 'Rocks', minutes: 10 },
        { type: 'Custom', name: 'Demo', minutes: 7, customContent: { contentType: 'link', content: 'https://x.test' } },
      ],
    };
    const res = await call('POST', '/meetings', team.owner.cookie, {
      ...meetingBody({ inviteeIds: [team.owner.membership.id] }),
      agenda,
    });
    expect(res.statusCode).toBe(200);
    const stored = res.json().meeting.agenda;
    expect(stored).toMatchObject({ name: 'Short', type: 'Custom', sessionNumber: 1, lengthInMinutes: 17 });
    expect(stored.items[0]).toEqual({ type: 'Rocks', name: 'Rocks', icon: 'point', minutes: 10, customContent: null });
    const [row] = await t.ctx.db.select().from(meetings).where(eq(meetings.id, res.json().meeting.id));
    expect(row?.agenda.items[0]?.type).toBe('Rocks');
  });

  it('needs at least one attendee', async () => {
    const res = await call('POST', '/meetings', team.owner.cookie, meetingBody({ inviteeIds: [] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      {
        id: 'VAL_MEETING_ATTENDEE_REQUIRED',
        text: 'You need to have at least one attendee to create the meeting',
        field: 'inviteeIds',
      },
    ]);
  });

  it('refuses a taken name whatever its case and spaces, and writes nothing', async () => {
    const { owner } = team;
    const first = await call('POST', '/meetings', owner.cookie, {
      ...meetingBody({ inviteeIds: [owner.membership.id] }),
      title: 'Ops Review',
    });
    expect(first.statusCode).toBe(200);
    const before = await countMeetings(owner.org.id);
    const again = await call('POST', '/meetings', owner.cookie, {
      ...meetingBody({ inviteeIds: [owner.membership.id] }),
      title: '  ops REVIEW ',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().messages).toEqual([
      {
        id: 'ERR_MEETING_NAME_TAKEN',
        text: 'This Meeting Name exists in your organization. Please select a different name',
        field: 'title',
      },
    ]);
    expect(await countMeetings(owner.org.id)).toBe(before);
    // The same name in another organization is fine.
    const other = await signedInMember(t);
    const elsewhere = await call('POST', '/meetings', other.cookie, {
      ...meetingBody({ inviteeIds: [other.membership.id] }),
      title: 'Ops Review',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('maps the unique index to the same answer when the check is raced', async () => {
    const { owner } = team;
    const bodies = [0, 1, 2].map(() => ({
      ...meetingBody({ inviteeIds: [owner.membership.id] }),
      title: 'Race',
    }));
    const results = await Promise.all(bodies.map((b) => call('POST', '/meetings', owner.cookie, b)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().messages[0]).toMatchObject({ id: 'ERR_MEETING_NAME_TAKEN', field: 'title' });
    }
  });

  it('recognises the unique indexes behind a failed insert (pg and PGlite alike)', async () => {
    const { owner } = team;
    await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id, title: 'Indexed' });
    const error = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id, title: ' INDEXED' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(violatedUniqueIndex(error)).toBe('meetings_org_title_key');
    expect(violatedUniqueIndex(new Error('other'))).toBeUndefined();
  });

  it('refuses people of another organization as invitees or owner', async () => {
    const stranger = await signedInMember(t);
    const res = await call('POST', '/meetings', team.owner.cookie, {
      ...meetingBody({ inviteeIds: [team.member.membership.id, stranger.membership.id] }),
      ownerId: stranger.membership.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      { id: 'ERR_PERSON_NOT_IN_ORG', text: 'That person is not part of this organization', field: 'inviteeIds' },
      { id: 'ERR_PERSON_NOT_IN_ORG', text: 'That person is not part of this organization', field: 'ownerId' },
    ]);
  });

  it('allows one leadership-team meeting per organization', async () => {
    const { owner } = team;
    const lt = () => ({ ...meetingBody({ inviteeIds: [owner.membership.id] }), isLT: true });
    expect((await call('POST', '/meetings', owner.cookie, lt())).statusCode).toBe(200);
    const second = await call('POST', '/meetings', owner.cookie, lt());
    expect(second.statusCode).toBe(422);
    expect(second.json().messages).toEqual([
      { id: 'ERR_LT_MEETING_EXISTS', text: 'This organization already has a leadership team meeting', field: 'isLT' },
    ]);
  });

  it('checks the time step, the time zone and the calendar date', async () => {
    const body = meetingBody({ inviteeIds: [team.owner.membership.id] });
    const step = await call('POST', '/meetings', team.owner.cookie, { ...body, time: '09:07' });
    expect(step.statusCode).toBe(422);
    expect(step.json().messages).toEqual([
      { id: 'VAL_TIME_STEP', text: 'Choose a time in 5-minute steps', field: 'time' },
    ]);
    const zone = await call('POST', '/meetings', team.owner.cookie, { ...body, timeZone: 'Mars/Olympus' });
    expect(zone.json().messages).toEqual([{ id: 'VAL_INVALID', text: 'Invalid value', field: 'timeZone' }]);
    const date = await call('POST', '/meetings', team.owner.cookie, { ...body, date: '2030-02-30' });
    expect(date.json().messages).toEqual([{ id: 'VAL_INVALID', text: 'Invalid value', field: 'date' }]);
  });

  it('refuses Observers with 403', async () => {
    const res = await call(
      'POST',
      '/meetings',
      team.observer.cookie,
      meetingBody({ inviteeIds: [team.observer.membership.id] }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].id).toBe('ERR_FORBIDDEN');
  });
});

describe('GET, PUT and DELETE meeting/{id}', () => {
  it('reads a meeting with the caller abilities', async () => {
    const { owner, member, observer } = team;
    const m = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [member.membership.id],
    });
    const asMember = (await call('GET', `/meeting/${m.id}`, member.cookie)).json().meeting;
    // Handing it over needs what deleting needs (the new owner could delete it).
    expect(asMember.abilities).toEqual({ canEdit: true, canDelete: false, canChangeOwner: false });
    const asObserver = (await call('GET', `/meeting/${m.id}`, observer.cookie)).json().meeting;
    expect(asObserver.abilities).toEqual({ canEdit: false, canDelete: false, canChangeOwner: false });
    expect(asObserver.owner.id).toBe(owner.membership.id);
    expect((await call('GET', '/meeting/00000000-0000-4000-8000-000000000000', owner.cookie)).statusCode).toBe(404);
  });

  it('lets invitees and Admins edit; a member who is not invited gets 403', async () => {
    const { owner, admin, member, manager } = team;
    const m = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [member.membership.id],
    });
    const body = (title: string) => ({
      ...meetingBody({ inviteeIds: [member.membership.id, manager.membership.id] }),
      title,
      cadence: 'Monthly',
      colorTag: 'Teal',
    });
    emitted.length = 0;
    const byInvitee = await call('PUT', `/meeting/${m.id}`, member.cookie, body('Renamed by invitee'));
    expect(byInvitee.statusCode).toBe(200);
    expect(byInvitee.json().meeting).toMatchObject({
      title: 'Renamed by invitee',
      cadence: 'Monthly',
      colorTag: 'Teal',
      // Without ownerId the owner stays, and stays invited.
      ownerId: owner.membership.id,
      meetingThreadId: m.threadId,
    });
    const invited = await t.ctx.db.select().from(meetingInvitees).where(eq(meetingInvitees.meetingId, m.id));
    expect(invited.map((i) => i.personId).sort()).toEqual(
      [owner.membership.id, member.membership.id, manager.membership.id].sort(),
    );
    // The Manager, invited by this edit, is notified; then the org hears of the change.
    expect(emitted.map((e) => `${e.room} ${e.event}`)).toEqual([
      `person:${manager.membership.id} NewNotification`,
      `org:${owner.org.id} Updated`,
    ]);

    const notInvited = await signedInMember(t, { role: 'Member', org: owner.org });
    const denied = await call('PUT', `/meeting/${m.id}`, notInvited.cookie, body('Hijacked'));
    expect(denied.statusCode).toBe(403);
    expect((await call('PUT', `/meeting/${m.id}`, team.observer.cookie, body('Hijacked'))).statusCode).toBe(403);
    expect((await call('PUT', `/meeting/${m.id}`, admin.cookie, body('Renamed by admin'))).statusCode).toBe(200);
    // Keeping its own name is not "taken".
    expect((await call('PUT', `/meeting/${m.id}`, admin.cookie, body('renamed BY admin'))).statusCode).toBe(200);
  });

  it('refuses to rename onto another meeting title', async () => {
    const { owner } = team;
    await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id, title: 'Taken Title' });
    const m = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
    const res = await call('PUT', `/meeting/${m.id}`, owner.cookie, {
      ...meetingBody({ inviteeIds: [owner.membership.id] }),
      title: 'taken title',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'ERR_MEETING_NAME_TAKEN', field: 'title' });
  });

  it('lets the Owner, Admins and the meeting owner delete; invitees get 403', async () => {
    const { owner, admin, member, manager } = team;
    const mine = await createMeeting(t, { orgId: owner.org.id, ownerId: member.membership.id });
    const theirs = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: manager.membership.id,
      inviteeIds: [member.membership.id],
    });
    expect((await call('DELETE', `/meeting/${theirs.id}`, member.cookie)).statusCode).toBe(403);
    emitted.length = 0;
    expect((await call('DELETE', `/meeting/${mine.id}`, member.cookie)).json()).toEqual({ succeeded: true });
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${owner.org.id}`,
        event: 'Deleted',
        payload: { type: 'meeting', id: mine.id },
      },
    ]);
    expect((await call('GET', `/meeting/${mine.id}`, member.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/meeting/${theirs.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/meeting/${theirs.id}`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('PUT meeting/{id}/owner, color-tag, favorite', () => {
  it('hands the meeting over; the new owner joins the invitees', async () => {
    const { owner, member, manager } = team;
    const m = await createMeeting(t, { orgId: owner.org.id, ownerId: member.membership.id });
    const res = await call('PUT', `/meeting/${m.id}/owner`, member.cookie, { ownerId: manager.membership.id });
    expect(res.statusCode).toBe(200);
    const meeting = res.json().meeting;
    expect(meeting.ownerId).toBe(manager.membership.id);
    expect(meeting.owner.id).toBe(manager.membership.id);
    expect(meeting.invitees.map((p: { id: string }) => p.id).sort()).toEqual(
      [member.membership.id, manager.membership.id].sort(),
    );
    const stranger = await signedInMember(t);
    const foreign = await call('PUT', `/meeting/${m.id}/owner`, owner.cookie, { ownerId: stranger.membership.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().messages[0]).toMatchObject({ id: 'ERR_PERSON_NOT_IN_ORG', field: 'ownerId' });
    expect(
      (await call('PUT', `/meeting/${m.id}/owner`, team.observer.cookie, { ownerId: owner.membership.id })).statusCode,
    ).toBe(403);
  });

  it('is refused to invitees: taking the meeting over is no detour to deleting it (issue 14 F2)', async () => {
    const { owner, member, admin } = team;
    const m = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [member.membership.id],
    });
    expect((await call('DELETE', `/meeting/${m.id}`, member.cookie)).statusCode).toBe(403);
    const takeOver = await call('PUT', `/meeting/${m.id}/owner`, member.cookie, { ownerId: member.membership.id });
    expect(takeOver.statusCode).toBe(403);
    expect(takeOver.json().messages[0].id).toBe('ERR_FORBIDDEN');
    // Nor through the edit form's owner field.
    const viaForm = await call('PUT', `/meeting/${m.id}`, member.cookie, {
      ...meetingBody({ inviteeIds: [member.membership.id] }),
      title: m.title,
      ownerId: member.membership.id,
    });
    expect(viaForm.statusCode).toBe(403);
    expect((await call('DELETE', `/meeting/${m.id}`, member.cookie)).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(row?.ownerId).toBe(owner.membership.id);
    // An Admin may hand it over, as they may delete it.
    expect(
      (await call('PUT', `/meeting/${m.id}/owner`, admin.cookie, { ownerId: member.membership.id })).statusCode,
    ).toBe(200);
  });

  it('sets the colour tag for those who may edit', async () => {
    const { owner, member, observer } = team;
    const m = await createMeeting(t, { orgId: owner.org.id, ownerId: member.membership.id });
    expect((await call('PUT', `/meeting/${m.id}/color-tag`, member.cookie, { colorTag: 'Purple' })).json()).toEqual({
      succeeded: true,
    });
    expect((await call('GET', `/meeting/${m.id}`, owner.cookie)).json().meeting.colorTag).toBe('Purple');
    expect((await call('PUT', `/meeting/${m.id}/color-tag`, observer.cookie, { colorTag: 'Blue' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/meeting/${m.id}/color-tag`, member.cookie, { colorTag: 'Pink' })).statusCode).toBe(422);
  });

  it('keeps favourites per person, idempotently, and tells only that user', async () => {
    const { owner, member } = team;
    const m = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
    emitted.length = 0;
    for (let i = 0; i < 2; i++) {
      expect((await call('PUT', `/meeting/${m.id}/favorite`, member.cookie, { isFavorite: true })).statusCode).toBe(
        200,
      );
    }
    expect(emitted[0]).toEqual({
      hub: 'live-update-hub',
      room: `user:${member.account.id}`,
      event: 'Updated',
      payload: { type: 'meeting', id: m.id },
    });
    expect((await call('GET', `/meeting/${m.id}`, member.cookie)).json().meeting.isFavorite).toBe(true);
    expect((await call('GET', `/meeting/${m.id}`, owner.cookie)).json().meeting.isFavorite).toBe(false);
    for (let i = 0; i < 2; i++) {
      expect((await call('PUT', `/meeting/${m.id}/favorite`, member.cookie, { isFavorite: false })).statusCode).toBe(
        200,
      );
    }
    expect((await call('GET', `/meeting/${m.id}`, member.cookie)).json().meeting.isFavorite).toBe(false);
  });
});

describe('presenting', () => {
  it('computes nextDate from the cadence and canJoin from a running status', async () => {
    const { owner } = team;
    // A weekly meeting anchored in the past: the next occurrence is in the future, same weekday and time.
    const startsAt = new Date('2024-01-01T14:00:00.000Z');
    const m = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      startsAt,
      timeZone: 'America/New_York',
      status: 'Running',
    });
    const meeting = (await call('GET', `/meeting/${m.id}`, owner.cookie)).json().meeting;
    expect(meeting.meetingDateTime).toBe(startsAt.toISOString());
    const next = new Date(meeting.nextDate);
    expect(next.getTime()).toBeGreaterThanOrEqual(Date.now() - 1000);
    expect(next.getTime() - Date.now()).toBeLessThan(7 * 24 * 3600 * 1000 + 3600 * 1000);
    expect(next.getUTCDay()).toBe(1);
    expect(meeting.canJoin).toBe(true);
  });
});
