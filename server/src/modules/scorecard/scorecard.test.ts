// @module-tag postgres
import {
  Issue,
  MeasurableResponse,
  MeasurablesResponse,
  MeasuredValueResponse,
  ScorecardMeetingsResponse,
  ScorecardResponse,
} from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeasurable, createMeasuredValue, createMeeting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { issues, measurables, measuredValues, meetingInvitees, meetings, scorecards } from '../../db/schema/index.ts';
import {
  caller,
  createItemWorld,
  type Emitted,
  fieldMessages,
  type ItemWorld,
  measurableBody,
  personId,
  recordEvents,
  scorecardIdOf,
} from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
let emitted: Emitted[];
let scorecardId: string;
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  call = caller(t);
  w = await createItemWorld(t);
  scorecardId = await scorecardIdOf(t, w.member.cookie, w.meeting.id);
});
afterAll(() => t.close());

const orgId = () => w.owner.org.id;
const base = () => `/scorecard/${scorecardId}`;
const countMeasurables = async () => (await t.ctx.db.select().from(measurables)).length;
const countValues = async () => (await t.ctx.db.select().from(measuredValues)).length;
const fresh = (over: Partial<Parameters<typeof createMeasurable>[1]> = {}) =>
  createMeasurable(t, { orgId: orgId(), tractionId: w.meeting.id, ownerId: personId(w.member), ...over });

describe('POST scorecard', () => {
  it("answers the meeting's scorecard, made once however often and however concurrently it is asked", async () => {
    const meeting = await createMeeting(t, { orgId: orgId(), ownerId: personId(w.owner) });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/scorecard', w.member.cookie, { tractionId: meeting.id })),
    );
    const ids = new Set(answers.map((res) => ScorecardResponse.parse(res.json()).scorecard.id));
    expect(ids.size).toBe(1);
    expect(answers[0]?.json().scorecard).toEqual({ id: [...ids][0], tractionId: meeting.id, title: meeting.title });
    const rows = await t.ctx.db.select().from(scorecards).where(eq(scorecards.tractionId, meeting.id));
    expect(rows).toHaveLength(1);
    // The meeting carries its scorecard id from now on.
    const [stored] = await t.ctx.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(stored?.scorecardId).toBe(rows[0]?.id);
    const view = await call('GET', `/meeting/${meeting.id}`, w.member.cookie);
    expect(view.json().meeting.scorecardId).toBe(rows[0]?.id);
  });

  it('is refused to an Observer, who reads by the id the meeting carries (issue 14 F7); 404 for an unknown meeting', async () => {
    const fresh = await createMeeting(t, {
      orgId: w.owner.org.id,
      ownerId: w.owner.membership.id,
      inviteeIds: [w.observer.membership.id],
    });
    const res = await call('POST', '/scorecard', w.observer.cookie, { tractionId: fresh.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].id).toBe('ERR_FORBIDDEN');
    // Nothing was made: the meeting still has no scorecard.
    expect((await call('GET', `/meeting/${fresh.id}`, w.observer.cookie)).json().meeting.scorecardId).toBeNull();
    // Once someone who writes made it, the Observer reads it by that id.
    const made = (await call('POST', '/scorecard', w.member.cookie, { tractionId: w.meeting.id })).json().scorecard;
    expect((await call('GET', `/meeting/${w.meeting.id}`, w.observer.cookie)).json().meeting.scorecardId).toBe(made.id);
    expect((await call('GET', `/scorecard/${made.id}`, w.observer.cookie)).statusCode).toBe(200);
    const missing = await call('POST', '/scorecard', w.member.cookie, {
      tractionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(fieldMessages(await call('POST', '/scorecard', w.member.cookie, {}))).toEqual(['tractionId:VAL_REQUIRED']);
  });
});

describe('GET scorecards/meetings', () => {
  it('lists the meetings the caller may add measurables to, each with its scorecard, made for all in one go', async () => {
    const team = await createItemWorld(t);
    const titles = (res: { json(): unknown }) =>
      ScorecardMeetingsResponse.parse(res.json()).items.map((s) => s.tractionId);
    const everyMeeting = [team.meeting, team.other].sort((a, b) => a.title.localeCompare(b.title)).map((m) => m.id);
    // Owners and Admins: every meeting of the organization.
    expect(titles(await call('GET', '/scorecards/meetings', team.admin.cookie))).toEqual(everyMeeting);
    expect(titles(await call('GET', '/scorecards/meetings', team.owner.cookie))).toEqual(everyMeeting);
    const made = await t.ctx.db.select().from(scorecards).where(eq(scorecards.orgId, team.owner.org.id));
    expect(made).toHaveLength(2);
    // Others: the meetings they attend; Observers: none.
    expect(titles(await call('GET', '/scorecards/meetings', team.member.cookie))).toEqual([team.meeting.id]);
    expect(titles(await call('GET', '/scorecards/meetings', team.manager.cookie))).toEqual(everyMeeting);
    expect(titles(await call('GET', '/scorecards/meetings', team.observer.cookie))).toEqual([]);
    const item = (await call('GET', '/scorecards/meetings', team.member.cookie)).json().items[0];
    expect(item).toEqual({
      id: made.find((s) => s.tractionId === team.meeting.id)?.id,
      tractionId: team.meeting.id,
      title: team.meeting.title,
    });
  });
});

describe('POST scorecard/{id}/add-measurable', () => {
  it('makes one measurable per owner, last in the scorecard, and tells the org', async () => {
    await fresh({ position: 7 });
    emitted.length = 0;
    const res = await call(
      'POST',
      `${base()}/add-measurable`,
      w.member.cookie,
      measurableBody([personId(w.member), personId(w.manager)], {
        title: '  Revenue ',
        goalValue: '250.5',
        editorId: personId(w.owner),
      }),
    );
    expect(res.statusCode).toBe(200);
    const { measurables: made } = MeasurablesResponse.parse(res.json());
    expect(made.map((m) => [m.ownerId, m.position])).toEqual([
      [personId(w.member), 8],
      [personId(w.manager), 9],
    ]);
    expect(made[0]).toMatchObject({
      scorecardId,
      tractionId: w.meeting.id,
      title: 'Revenue',
      owner: { id: personId(w.member), userId: w.member.account.id },
      editorId: personId(w.owner),
      editor: { id: personId(w.owner) },
      goalValue: 250.5,
      comparison: 'GreaterOrEqual',
      unitOfMeasure: 'Dollar',
      valueScale: 'Thousand',
      decimalPlaces: 2,
      rollup: 'Sum',
      linkedItemId: null,
      abilities: { canEdit: true, canEnterValues: true },
    });
    expect(emitted.map((e) => `${e.room} ${e.event} ${JSON.stringify(e.payload)}`)).toEqual([
      `org:${orgId()} Added ${JSON.stringify({ type: 'measurable', id: made[0]?.id })}`,
      `org:${orgId()} Added ${JSON.stringify({ type: 'measurable', id: made[1]?.id })}`,
      `org:${orgId()} Updated ${JSON.stringify({ type: 'scorecard', id: scorecardId })}`,
    ]);
  });

  it('takes the form defaults: Greater, Number, One, no decimals, Sum, no assistant; a JSON number goal too', async () => {
    const res = await call('POST', `${base()}/add-measurable`, w.member.cookie, {
      title: 'New leads',
      ownerIds: [personId(w.member)],
      goalValue: 40,
    });
    expect(res.json().measurables[0]).toMatchObject({
      goalValue: 40,
      comparison: 'Greater',
      unitOfMeasure: 'Number',
      valueScale: 'One',
      decimalPlaces: 0,
      rollup: 'Sum',
      editorId: null,
      editor: null,
    });
  });

  it('averages a rate or a duration when no roll-up is chosen, so its total is not a sum of percentages', async () => {
    const made = async (unitOfMeasure: string) =>
      (
        await call('POST', `${base()}/add-measurable`, w.member.cookie, {
          title: `Churn ${unitOfMeasure}`,
          ownerIds: [personId(w.member)],
          goalValue: 2,
          unitOfMeasure,
        })
      ).json().measurables[0].rollup;
    expect([await made('Percent'), await made('Hours'), await made('Dollar')]).toEqual(['Average', 'Average', 'Sum']);
  });

  it('refuses bad input with the field and message, and stores nothing', async () => {
    const owner = [personId(w.member)];
    const cases: [Record<string, unknown>, string][] = [
      [measurableBody(owner, { goalValue: '1234567890123456' }), 'goalValue:VAL_MAX_LENGTH'],
      [measurableBody(owner, { goalValue: '12a' }), 'goalValue:VAL_NUMBER'],
      [measurableBody(owner, { goalValue: '1.2.3' }), 'goalValue:VAL_NUMBER'],
      [measurableBody(owner, { goalValue: '--1' }), 'goalValue:VAL_NUMBER'],
      [measurableBody(owner, { goalValue: '' }), 'goalValue:VAL_REQUIRED'],
      [measurableBody(owner, { goalValue: undefined }), 'goalValue:VAL_REQUIRED'],
      [measurableBody(owner, { valueScale: 'One', decimalPlaces: 1 }), 'decimalPlaces:VAL_DECIMAL_PLACES'],
      [
        measurableBody(owner, { unitOfMeasure: 'Yen', valueScale: 'One', decimalPlaces: 2 }),
        'decimalPlaces:VAL_DECIMAL_PLACES',
      ],
      [
        measurableBody(owner, { unitOfMeasure: 'Dong', valueScale: 'One', decimalPlaces: 1 }),
        'decimalPlaces:VAL_DECIMAL_PLACES',
      ],
      [measurableBody(owner, { unitOfMeasure: 'Percent', decimalPlaces: 1.5 }), 'decimalPlaces:VAL_INVALID'],
      [measurableBody(owner, { editorId: personId(w.member) }), 'editorId:VAL_ASSISTANT_IS_OWNER'],
      [measurableBody(owner, { title: '   ' }), 'title:VAL_REQUIRED'],
      [measurableBody(owner, { title: 'x'.repeat(101) }), 'title:VAL_MAX_LENGTH'],
      [measurableBody(owner, { unitOfMeasure: 'Bitcoin' }), 'unitOfMeasure:VAL_INVALID'],
      [measurableBody(owner, { comparison: 'Between' }), 'comparison:VAL_INVALID'],
      [measurableBody([]), 'ownerIds:VAL_REQUIRED'],
      // The people: invited to the scorecard's meeting (the Admin is not).
      [measurableBody([personId(w.admin)]), 'ownerIds:ERR_OWNER_NOT_IN_MEETING'],
      [measurableBody(owner, { editorId: personId(w.admin) }), 'editorId:ERR_OWNER_NOT_IN_MEETING'],
    ];
    const before = await countMeasurables();
    emitted.length = 0;
    for (const [payload, expected] of cases) {
      const res = await call('POST', `${base()}/add-measurable`, w.member.cookie, payload);
      expect(`${res.statusCode} ${fieldMessages(res).join(',')}`).toBe(`422 ${expected}`);
    }
    expect(await countMeasurables()).toBe(before);
    expect(emitted).toEqual([]);
    // What the rules allow: 2 decimals for a currency at scale One, 3 with a scale, none for Yen.
    for (const ok of [
      { valueScale: 'One', decimalPlaces: 2 },
      { valueScale: 'Million', decimalPlaces: 3 },
      { unitOfMeasure: 'Yen', valueScale: 'One', decimalPlaces: 0 },
      { goalValue: '-12.5', unitOfMeasure: 'Percent', decimalPlaces: 1 },
    ]) {
      const res = await call('POST', `${base()}/add-measurable`, w.member.cookie, measurableBody(owner, ok));
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('one measurable', () => {
  it('GET answers it with its owner, assistant and what the caller may do', async () => {
    const m = await fresh({ editorId: personId(w.manager), title: 'Cash', goalValue: 1.5, valueScale: 'Million' });
    const res = await call('GET', `${base()}/${m.id}`, w.observer.cookie);
    const { measurable } = MeasurableResponse.parse(res.json());
    expect(measurable).toMatchObject({
      id: m.id,
      title: 'Cash',
      goalValue: 1.5,
      valueScale: 'Million',
      owner: { id: personId(w.member) },
      editor: { id: personId(w.manager) },
      abilities: { canEdit: false, canEnterValues: false },
    });
    const mine = (await call('GET', `${base()}/${m.id}`, w.member.cookie)).json().measurable;
    expect(mine.abilities).toEqual({ canEdit: true, canEnterValues: true });
  });

  it('PUT replaces the fields; a new owner hears it is theirs; bad input changes nothing', async () => {
    const m = await fresh({ editorId: personId(w.manager) });
    emitted.length = 0;
    const res = await call('PUT', `${base()}/${m.id}`, w.member.cookie, {
      title: 'Customer churn',
      ownerId: personId(w.owner),
      goalValue: '2',
      comparison: 'LessOrEqual',
      unitOfMeasure: 'Percent',
      decimalPlaces: 1,
      rollup: 'Average',
    });
    expect(res.statusCode).toBe(200);
    expect(MeasurableResponse.parse(res.json()).measurable).toMatchObject({
      title: 'Customer churn',
      ownerId: personId(w.owner),
      goalValue: 2,
      comparison: 'LessOrEqual',
      unitOfMeasure: 'Percent',
      valueScale: 'One',
      decimalPlaces: 1,
      rollup: 'Average',
      // PUT replaces: the omitted assistant is cleared.
      editorId: null,
    });
    expect(emitted.map((e) => `${e.room} ${e.event} ${(e.payload as { type: string }).type}`)).toEqual([
      `org:${orgId()} Updated measurable`,
      `org:${orgId()} Updated scorecard`,
      `user:${w.owner.account.id} Reassigned measurable`,
    ]);
    const put = (over: Record<string, unknown>) =>
      call('PUT', `${base()}/${m.id}`, w.member.cookie, {
        title: 'x',
        ownerId: personId(w.owner),
        goalValue: '1',
        ...over,
      });
    expect(fieldMessages(await put({ unitOfMeasure: 'Euro', decimalPlaces: 3 }))).toEqual([
      'decimalPlaces:VAL_DECIMAL_PLACES',
    ]);
    expect(fieldMessages(await put({ editorId: personId(w.owner) }))).toEqual(['editorId:VAL_ASSISTANT_IS_OWNER']);
    expect(fieldMessages(await put({ ownerId: undefined }))).toEqual(['ownerId:VAL_REQUIRED']);
    expect(fieldMessages(await put({ ownerId: personId(w.admin) }))).toEqual(['ownerId:ERR_OWNER_NOT_IN_MEETING']);
    expect(fieldMessages(await put({ editorId: personId(w.admin) }))).toEqual(['editorId:ERR_OWNER_NOT_IN_MEETING']);
    const [row] = await t.ctx.db.select().from(measurables).where(eq(measurables.id, m.id));
    expect(row).toMatchObject({ title: 'Customer churn', unitOfMeasure: 'Percent', decimalPlaces: 1 });
  });

  it('reassigns to an invitee, never to its assistant', async () => {
    const m = await fresh({ editorId: personId(w.manager) });
    emitted.length = 0;
    const res = await call('PUT', `${base()}/${m.id}/reassign`, w.member.cookie, { ownerId: personId(w.owner) });
    expect(MeasurableResponse.parse(res.json()).measurable).toMatchObject({
      ownerId: personId(w.owner),
      owner: { id: personId(w.owner) },
      editorId: personId(w.manager),
    });
    expect(emitted.at(-1)).toEqual({
      hub: 'live-update-hub',
      room: `user:${w.owner.account.id}`,
      event: 'Reassigned',
      payload: { type: 'measurable', id: m.id },
    });
    const toAssistant = await call('PUT', `${base()}/${m.id}/reassign`, w.owner.cookie, {
      ownerId: personId(w.manager),
    });
    expect(`${toAssistant.statusCode} ${fieldMessages(toAssistant)}`).toBe('422 ownerId:VAL_ASSISTANT_IS_OWNER');
    const outside = await call('PUT', `${base()}/${m.id}/reassign`, w.owner.cookie, { ownerId: personId(w.admin) });
    expect(`${outside.statusCode} ${fieldMessages(outside)}`).toBe('422 ownerId:ERR_OWNER_NOT_IN_MEETING');
    const [row] = await t.ctx.db.select().from(measurables).where(eq(measurables.id, m.id));
    expect(row?.ownerId).toBe(personId(w.owner));
  });

  it('DELETE removes it: status Removed, gone from reads, the org told', async () => {
    const m = await fresh();
    emitted.length = 0;
    const res = await call('DELETE', `${base()}/${m.id}`, w.member.cookie);
    expect(res.json()).toEqual({ succeeded: true });
    const [row] = await t.ctx.db.select().from(measurables).where(eq(measurables.id, m.id));
    expect(row?.status).toBe('Removed');
    expect(emitted.map((e) => `${e.event} ${JSON.stringify(e.payload)}`)).toEqual([
      `Deleted ${JSON.stringify({ type: 'measurable', id: m.id })}`,
      `Updated ${JSON.stringify({ type: 'scorecard', id: scorecardId })}`,
    ]);
    expect((await call('GET', `${base()}/${m.id}`, w.member.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/${m.id}`, w.member.cookie)).statusCode).toBe(404);
    const grid = (await call('GET', base(), w.member.cookie)).json();
    expect(grid.measurables.map((x: { id: string }) => x.id)).not.toContain(m.id);
  });

  it('is 404 through another scorecard of the same organization', async () => {
    const m = await fresh();
    const otherScorecard = await scorecardIdOf(t, w.owner.cookie, w.other.id);
    expect((await call('GET', `/scorecard/${otherScorecard}/${m.id}`, w.owner.cookie)).statusCode).toBe(404);
    const moved = await call('PUT', `/scorecard/${otherScorecard}/${m.id}/reassign`, w.owner.cookie, {
      ownerId: personId(w.owner),
    });
    expect(moved.statusCode).toBe(404);
  });
});

describe('PUT add-measured-value', () => {
  const url = (id: string) => `${base()}/${id}/add-measured-value`;
  const stored = async (id: string) =>
    t.ctx.db
      .select({ intervalId: measuredValues.intervalId, value: measuredValues.value })
      .from(measuredValues)
      .where(eq(measuredValues.measurableId, id));

  it('stores, replaces and clears the number of a week, and refreshes open grids', async () => {
    const m = await fresh();
    emitted.length = 0;
    const first = await call('PUT', url(m.id), w.member.cookie, { intervalId: '2026-11-09', value: '12.5' });
    expect(MeasuredValueResponse.parse(first.json())).toEqual({
      succeeded: true,
      value: { intervalId: '2026-11-09', value: 12.5 },
    });
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${orgId()}`,
        event: 'Updated',
        payload: { type: 'scorecard', id: scorecardId },
      },
    ]);
    const again = await call('PUT', url(m.id), w.manager.cookie, {
      entered: true,
      intervalId: '2026-11-09',
      value: -3,
    });
    expect(again.json().value).toEqual({ intervalId: '2026-11-09', value: -3 });
    expect(await stored(m.id)).toEqual([{ intervalId: '2026-11-09', value: -3 }]);
    const [row] = await t.ctx.db.select().from(measuredValues).where(eq(measuredValues.measurableId, m.id));
    expect(row?.enteredById).toBe(personId(w.manager));

    const cleared = await call('PUT', url(m.id), w.member.cookie, { entered: false, intervalId: '2026-11-09' });
    expect(cleared.json()).toEqual({ succeeded: true, value: null });
    expect(await stored(m.id)).toEqual([]);
    await call('PUT', url(m.id), w.member.cookie, { intervalId: '2026-11-02', value: '1' });
    const nulled = await call('PUT', url(m.id), w.member.cookie, {
      entered: false,
      intervalId: '2026-11-02',
      value: null,
    });
    expect(nulled.json().value).toBeNull();
    expect(await stored(m.id)).toEqual([]);
  });

  it('refuses a week that is not a Monday, a bad number or a missing one, and stores nothing', async () => {
    const m = await fresh();
    const before = await countValues();
    const cases: [Record<string, unknown>, string][] = [
      [{ intervalId: '2026-11-10', value: '1' }, 'intervalId:VAL_INVALID'],
      [{ intervalId: '2026-13-02', value: '1' }, 'intervalId:VAL_INVALID'],
      [{ intervalId: '16/11/2026', value: '1' }, 'intervalId:VAL_INVALID'],
      [{ value: '1' }, 'intervalId:VAL_REQUIRED'],
      [{ intervalId: '2026-11-16', value: '1,5' }, 'value:VAL_NUMBER'],
      [{ intervalId: '2026-11-16', value: '1234567890123456' }, 'value:VAL_MAX_LENGTH'],
      [{ intervalId: '2026-11-16' }, 'value:VAL_REQUIRED'],
      [{ intervalId: '2026-11-16', value: null }, 'value:VAL_REQUIRED'],
    ];
    for (const [payload, expected] of cases) {
      const res = await call('PUT', url(m.id), w.member.cookie, payload);
      expect(`${res.statusCode} ${fieldMessages(res).join(',')}`).toBe(`422 ${expected}`);
    }
    expect(await countValues()).toBe(before);
  });
});

describe('POST add-as-issue', () => {
  it("makes an Issue in the meeting: the measurable's owner and title, its goal and latest number in the notes", async () => {
    const m = await fresh({
      title: 'Revenue',
      ownerId: personId(w.manager),
      goalValue: 250,
      unitOfMeasure: 'Dollar',
      valueScale: 'Thousand',
      decimalPlaces: 2,
    });
    await createMeasuredValue(t, { measurable: m, intervalId: '2026-11-02', value: 270 });
    await createMeasuredValue(t, { measurable: m, intervalId: '2026-11-09', value: 231.456 });
    emitted.length = 0;
    const res = await call('POST', `${base()}/${m.id}/add-as-issue`, w.member.cookie);
    expect(res.statusCode).toBe(200);
    const issue = Issue.parse(res.json().issue);
    expect(issue).toMatchObject({
      title: 'Revenue',
      ownerId: personId(w.manager),
      tractionId: w.meeting.id,
      status: 'Open',
      contentHtml: '<p>Goal: &gt;= $250.00k</p><p>Latest: $231.46k (week of 2026-11-09)</p>',
    });
    const [row] = await t.ctx.db.select().from(issues).where(eq(issues.id, issue.id));
    expect(row?.contentHtml).toBe(issue.contentHtml);
    // The measurable's owner, given the issue by someone else, is notified; then the org hears of it.
    expect(emitted).toEqual([
      expect.objectContaining({ room: `person:${personId(w.manager)}`, event: 'NewNotification' }),
      expect.objectContaining({ event: 'Added', payload: { type: 'issue', id: issue.id } }),
    ]);
  });

  it('says when no number was entered yet', async () => {
    const m = await fresh({
      title: 'Churn',
      goalValue: 2,
      comparison: 'LessOrEqual',
      unitOfMeasure: 'Percent',
      decimalPlaces: 1,
    });
    const res = await call('POST', `${base()}/${m.id}/add-as-issue`, w.member.cookie);
    expect(res.json().issue.contentHtml).toBe('<p>Goal: &lt;= 2.0%</p><p>No number entered yet</p>');
  });
});

describe('who may write', () => {
  const writes = (id: string): [string, string, object | undefined][] => [
    ['POST', `${base()}/add-measurable`, measurableBody([personId(w.member)])],
    ['PUT', `${base()}/order`, { ids: [id] }],
    ['PUT', `${base()}/${id}`, { title: 'x', ownerId: personId(w.member), goalValue: '1' }],
    ['PUT', `${base()}/${id}/reassign`, { ownerId: personId(w.manager) }],
    ['PUT', `${base()}/${id}/add-measured-value`, { intervalId: '2026-11-16', value: '1' }],
    ['POST', `${base()}/${id}/add-as-issue`, undefined],
    ['DELETE', `${base()}/${id}`, undefined],
  ];

  it('is 403 on every write to an Observer, even one invited to the meeting, and to a member not invited', async () => {
    const m = await fresh();
    await t.ctx.db
      .insert(meetingInvitees)
      .values({ orgId: orgId(), meetingId: w.meeting.id, personId: personId(w.observer) });
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    const before = [await countMeasurables(), await countValues(), (await t.ctx.db.select().from(issues)).length];
    for (const who of [w.observer, outsider]) {
      for (const [method, url, payload] of writes(m.id)) {
        const res = await call(method as 'PUT', url, who.cookie, payload);
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
      }
    }
    expect([await countMeasurables(), await countValues(), (await t.ctx.db.select().from(issues)).length]).toEqual(
      before,
    );
    await t.ctx.db
      .delete(meetingInvitees)
      .where(and(eq(meetingInvitees.meetingId, w.meeting.id), eq(meetingInvitees.personId, personId(w.observer))));
    // Reading is open to the organization.
    const seen = (await call('GET', `${base()}/${m.id}`, outsider.cookie)).json();
    expect(seen.measurable.abilities).toEqual({ canEdit: false, canEnterValues: false });
  });

  it('lets an Admin who is not invited edit, like every meeting item', async () => {
    const m = await fresh();
    for (const [method, url, payload] of writes(m.id)) {
      const res = await call(method as 'PUT', url, w.admin.cookie, payload);
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 200`);
    }
  });

  it('lets the assistant enter numbers, even after leaving the meeting, but not edit then', async () => {
    const assistant = await signedInMember(t, { role: 'Member', org: w.owner.org });
    await t.ctx.db
      .insert(meetingInvitees)
      .values({ orgId: orgId(), meetingId: w.meeting.id, personId: personId(assistant) });
    const res = await call(
      'POST',
      `${base()}/add-measurable`,
      w.member.cookie,
      measurableBody([personId(w.member)], { editorId: personId(assistant) }),
    );
    const m = res.json().measurables[0];
    await t.ctx.db
      .delete(meetingInvitees)
      .where(and(eq(meetingInvitees.meetingId, w.meeting.id), eq(meetingInvitees.personId, personId(assistant))));
    const seen = (await call('GET', `${base()}/${m.id}`, assistant.cookie)).json().measurable;
    expect(seen.abilities).toEqual({ canEdit: false, canEnterValues: true });
    const value = await call('PUT', `${base()}/${m.id}/add-measured-value`, assistant.cookie, {
      intervalId: '2026-11-16',
      value: '3',
    });
    expect(value.json().value).toEqual({ intervalId: '2026-11-16', value: 3 });
    for (const [method, url, payload] of writes(m.id).filter(([, u]) => !u.endsWith('add-measured-value'))) {
      const denied = await call(method as 'PUT', url, assistant.cookie, payload);
      expect(`${method} ${url} ${denied.statusCode}`).toBe(`${method} ${url} 403`);
    }
    // Someone else who is neither invited nor its assistant enters nothing.
    const stranger = await signedInMember(t, { role: 'Manager', org: w.owner.org });
    const refused = await call('PUT', `${base()}/${m.id}/add-measured-value`, stranger.cookie, {
      intervalId: '2026-11-16',
      value: '4',
    });
    expect(refused.statusCode).toBe(403);
  });
});
