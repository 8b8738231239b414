import { MyMeasurablesResponse, weekIntervalId } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import {
  addMember,
  createMeasurable,
  createMeasuredValue,
  createMeeting,
  type MeasurableRow,
  type MeetingRow,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { measurables } from '../../db/schema/index.ts';
import { caller, createItemWorld, fieldMessages, type ItemWorld, personId, scorecardIdOf } from './test-support.ts';

// GET scorecards/mine: the dashboard widget's measurables, the caller's own across the org's Scorecards.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
/** A second meeting the Member attends, titled to sort before the world's meetings. */
let early: MeetingRow;
let revenue: MeasurableRow;
let calls: MeasurableRow[];
let quiet: MeasurableRow;

const WEEK = '2026-11-16';
const END = '2026-11-18';

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createItemWorld(t);
  const orgId = w.owner.org.id;
  early = await createMeeting(t, {
    orgId,
    title: `AAA ${w.meeting.title}`,
    ownerId: personId(w.owner),
    inviteeIds: [personId(w.member), personId(w.observer)],
  });
  const mine = { orgId, ownerId: personId(w.member) };
  revenue = await createMeasurable(t, { ...mine, tractionId: w.meeting.id, title: 'Revenue', goalValue: 10 });
  quiet = await createMeasurable(t, { ...mine, tractionId: w.meeting.id, title: 'Quiet' });
  calls = [
    await createMeasurable(t, {
      ...mine,
      tractionId: early.id,
      title: 'Calls',
      goalValue: 5,
      comparison: 'Greater',
    }),
  ];
  await createMeasuredValue(t, { measurable: revenue, intervalId: WEEK, value: 12 });
  // Another week's number is not this week's.
  await createMeasuredValue(t, { measurable: revenue, intervalId: '2026-11-09', value: 1 });
  await createMeasuredValue(t, { measurable: calls[0] as MeasurableRow, intervalId: WEEK, value: 2 });
  // Not the Member's: someone else's, and the Member's own removed one.
  await createMeasurable(t, { orgId, ownerId: personId(w.manager), tractionId: w.meeting.id, title: 'Theirs' });
  await createMeasurable(t, { ...mine, tractionId: w.meeting.id, title: 'Removed', status: 'Removed' });
});
afterAll(() => t.close());

const mineOf = async (cookie: string, query = `?end=${END}`) => {
  const res = await call('GET', `/scorecards/mine${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return MyMeasurablesResponse.parse(res.json());
};

describe('GET scorecards/mine', () => {
  it("lists only the caller's active measurables, by meeting, each with this week's number and status", async () => {
    const answer = await mineOf(w.member.cookie);
    expect(answer.intervals).toEqual([WEEK]);
    expect(answer.measurables.map((m) => m.title)).toEqual(['Calls', 'Revenue', 'Quiet']);
    const [callsRow, revenueRow, quietRow] = answer.measurables;
    expect(revenueRow).toMatchObject({
      id: revenue.id,
      scorecardId: revenue.scorecardId,
      tractionId: w.meeting.id,
      meetingTitle: w.meeting.title,
      ownerId: personId(w.member),
      owner: { id: personId(w.member) },
      goalValue: 10,
      values: [{ intervalId: WEEK, value: 12 }],
      weekStatus: 'on',
      abilities: { canEdit: true, canEnterValues: true },
    });
    expect(callsRow).toMatchObject({
      scorecardId: calls[0]?.scorecardId,
      tractionId: early.id,
      meetingTitle: early.title,
      values: [{ intervalId: WEEK, value: 2 }],
      weekStatus: 'off',
    });
    expect(quietRow).toMatchObject({ id: quiet.id, values: [], weekStatus: null });
    // The scorecard ids are the ones the meetings' grids answer under.
    expect(revenueRow?.scorecardId).toBe(await scorecardIdOf(t, w.member.cookie, w.meeting.id));
  });

  it("never shows another organization's measurables, not even the same account's own there", async () => {
    const elsewhere = await signedInMember(t, { role: 'Owner' });
    // The Member's account joins the other organization too, and owns a measurable there.
    const twin = await addMember(t.ctx.db, elsewhere.org, w.member.account, 'Member');
    const theirMeeting = await createMeeting(t, {
      orgId: elsewhere.org.id,
      ownerId: elsewhere.membership.id,
      inviteeIds: [twin.id],
    });
    const foreign = await createMeasurable(t, {
      orgId: elsewhere.org.id,
      tractionId: theirMeeting.id,
      ownerId: twin.id,
      title: 'Elsewhere',
    });
    await createMeasuredValue(t, { measurable: foreign, intervalId: WEEK, value: 99 });
    const answer = await mineOf(w.member.cookie);
    expect(answer.measurables.map((m) => m.title)).toEqual(['Calls', 'Revenue', 'Quiet']);
    expect(JSON.stringify(answer)).not.toContain(foreign.id);
    // The other organization's Owner owns nothing here, and sees none of this one's.
    expect((await mineOf(elsewhere.cookie)).measurables).toEqual([]);
  });

  it('gives an Observer read-only rows, as the grid does', async () => {
    const own = await createMeasurable(t, {
      orgId: w.owner.org.id,
      ownerId: personId(w.observer),
      tractionId: early.id,
      title: 'Observed',
    });
    await createMeasuredValue(t, { measurable: own, intervalId: WEEK, value: 3 });
    const answer = await mineOf(w.observer.cookie);
    expect(answer.measurables).toHaveLength(1);
    expect(answer.measurables[0]).toMatchObject({
      id: own.id,
      values: [{ intervalId: WEEK, value: 3 }],
      abilities: { canEdit: false, canEnterValues: false },
    });
    // The meeting's grid says the same of that row.
    const grid = await call('GET', `/scorecard/${own.scorecardId}?end=${END}`, w.observer.cookie);
    expect(grid.json().measurables.find((m: { id: string }) => m.id === own.id).abilities).toEqual(
      answer.measurables[0]?.abilities,
    );
  });

  it("follows the meeting's rule for who may edit: an owner may, whatever the meeting's invitees", async () => {
    // The Member owns one in a meeting they no longer attend: still theirs to keep up (canEditItem).
    const away = await createMeasurable(t, {
      orgId: w.owner.org.id,
      ownerId: personId(w.member),
      tractionId: w.other.id,
      title: 'Away',
    });
    const row = (await mineOf(w.member.cookie)).measurables.find((m) => m.id === away.id);
    const grid = await call('GET', `/scorecard/${away.scorecardId}?end=${END}`, w.member.cookie);
    expect(row?.abilities).toEqual(grid.json().measurables.find((m: { id: string }) => m.id === away.id).abilities);
    await t.ctx.db.update(measurables).set({ status: 'Removed' }).where(eq(measurables.id, away.id));
  });

  it('answers the week of today without `end`, and the 422 envelope for a bad one', async () => {
    const today = weekIntervalId(new Date().toISOString().slice(0, 10));
    expect((await mineOf(w.member.cookie, '')).intervals).toEqual([today]);
    // A Sunday belongs to the week that started the Monday before.
    expect((await mineOf(w.member.cookie, '?end=2026-11-22')).intervals).toEqual([WEEK]);
    for (const [query, expected] of [
      ['?end=2026-02-30', 'end:VAL_INVALID'],
      ['?end=2026-13-45', 'end:VAL_INVALID'],
      ['?end=yesterday', 'end:VAL_INVALID'],
      ['?end=2026-11-1', 'end:VAL_INVALID'],
      ['?end=', 'end:VAL_REQUIRED'],
    ]) {
      const res = await call('GET', `/scorecards/mine${query}`, w.member.cookie);
      expect(`${query} ${res.statusCode} ${fieldMessages(res)}`).toBe(`${query} 422 ${expected}`);
      expect(res.json().succeeded).toBe(false);
      expect(res.json().messages[0].text).toEqual(expect.any(String));
    }
  });

  it('reads in a fixed number of queries, however many measurables and meetings', async () => {
    const count = async (n: number) => {
      const person = await signedInMember(t, { role: 'Member', org: w.owner.org });
      for (let i = 0; i < n; i += 1) {
        const meeting = await createMeeting(t, {
          orgId: w.owner.org.id,
          ownerId: personId(w.owner),
          inviteeIds: [person.membership.id],
        });
        const row = await createMeasurable(t, {
          orgId: w.owner.org.id,
          tractionId: meeting.id,
          ownerId: person.membership.id,
        });
        await createMeasuredValue(t, { measurable: row, intervalId: WEEK, value: i });
      }
      const queries = countQueries();
      expect((await mineOf(person.cookie)).measurables).toHaveLength(n);
      return queries.stop();
    };
    const few = await count(1);
    expect(await count(5)).toBe(few);
    // The measurables with their meetings, the invitees, the numbers, the people.
    expect(few).toBe(4);
  });
});

/** Counts the statements the app runs meanwhile, prepared ones included, except the session lookup. */
function countQueries(): { stop(): number } {
  // drizzle's session logs every statement it runs, through one logger object shared by its queries.
  type Logger = { logQuery: (query: string, params: unknown[]) => void };
  const logger = (t.ctx.db as unknown as { session?: { logger?: Logger } }).session?.logger;
  if (!logger) throw new Error('no drizzle logger to count queries on');
  let n = 0;
  logger.logQuery = (query) => {
    if (!/from "sessions"/.test(query)) n += 1;
  };
  return {
    stop() {
      delete (logger as Partial<Logger>).logQuery;
      return n;
    },
  };
}
