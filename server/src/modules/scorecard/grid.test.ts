import { ScorecardGridResponse, trailingWeeks, weekIntervalId } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeasurable, createMeasuredValue, createMeeting, type MeasurableRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { measurables } from '../../db/schema/index.ts';
import {
  caller,
  createItemWorld,
  type Emitted,
  fieldMessages,
  type ItemWorld,
  personId,
  recordEvents,
  scorecardIdOf,
} from './test-support.ts';

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

/** A meeting of the world's org with its scorecard and `n` measurables owned by the member. */
async function scorecardWith(n: number): Promise<{ scorecardId: string; rows: MeasurableRow[] }> {
  const meeting = await createMeeting(t, {
    orgId: w.owner.org.id,
    ownerId: personId(w.owner),
    inviteeIds: [personId(w.member)],
  });
  const scorecardId = await scorecardIdOf(t, w.member.cookie, meeting.id);
  const rows: MeasurableRow[] = [];
  for (let i = 0; i < n; i += 1) {
    rows.push(
      await createMeasurable(t, {
        orgId: w.owner.org.id,
        tractionId: meeting.id,
        ownerId: personId(w.member),
        title: `M${i}`,
      }),
    );
  }
  return { scorecardId, rows };
}

const grid = async (scorecardId: string, query = '') => {
  const res = await call('GET', `/scorecard/${scorecardId}${query}`, w.member.cookie);
  expect(res.statusCode).toBe(200);
  return ScorecardGridResponse.parse(res.json());
};

describe('GET scorecard/{id}: the grid', () => {
  it('shows the active measurables in order, with their numbers in the weeks asked for, oldest first', async () => {
    const { scorecardId, rows } = await scorecardWith(3);
    const [a, b, removed] = rows as [MeasurableRow, MeasurableRow, MeasurableRow];
    await t.ctx.db.update(measurables).set({ status: 'Removed' }).where(eq(measurables.id, removed.id));
    // Out of range on both sides, and in range out of order.
    for (const [intervalId, value] of [
      ['2026-10-19', 1],
      ['2026-11-09', 3],
      ['2026-10-26', 2],
      ['2026-11-16', 4],
      ['2026-11-23', 5],
    ] as const) {
      await createMeasuredValue(t, { measurable: a, intervalId, value });
    }
    await createMeasuredValue(t, { measurable: removed, intervalId: '2026-11-09', value: 9 });

    const answer = await grid(scorecardId, '?end=2026-11-18&weeks=4');
    expect(answer.intervals).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(answer.scorecard.id).toBe(scorecardId);
    expect(answer.measurables.map((m) => m.title)).toEqual(['M0', 'M1']);
    expect(answer.measurables[0]?.values).toEqual([
      { intervalId: '2026-10-26', value: 2 },
      { intervalId: '2026-11-09', value: 3 },
      { intervalId: '2026-11-16', value: 4 },
    ]);
    expect(answer.measurables[1]).toMatchObject({ id: b.id, values: [] });
    expect(answer.measurables[0]?.abilities).toEqual({ canEdit: true, canEnterValues: true });
  });

  it("defaults to the 13 weeks ending with this week, and refuses days and counts that don't exist", async () => {
    const { scorecardId } = await scorecardWith(1);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await grid(scorecardId);
    expect(answer.intervals).toHaveLength(13);
    expect(answer.intervals.at(-1)).toBe(weekIntervalId(today));
    expect(answer.intervals).toEqual(trailingWeeks(today, 13));
    // A Sunday belongs to the week that started the Monday before.
    expect((await grid(scorecardId, '?end=2026-11-22&weeks=1')).intervals).toEqual(['2026-11-16']);
    for (const [query, expected] of [
      ['?end=2026-13-45', 'end:VAL_INVALID'],
      ['?end=2026-02-30', 'end:VAL_INVALID'],
      ['?end=yesterday', 'end:VAL_INVALID'],
      ['?weeks=0', 'weeks:VAL_INVALID'],
      ['?weeks=105', 'weeks:VAL_INVALID'],
    ]) {
      const res = await call('GET', `/scorecard/${scorecardId}${query}`, w.member.cookie);
      expect(`${query} ${res.statusCode} ${fieldMessages(res)}`).toBe(`${query} 422 ${expected}`);
    }
  });

  it('reads the rows, the numbers and the people in a fixed number of queries, however many rows', async () => {
    const count = async (n: number) => {
      const { scorecardId, rows } = await scorecardWith(n);
      for (const row of rows) await createMeasuredValue(t, { measurable: row, intervalId: '2026-11-16', value: 1 });
      const queries = countQueries();
      await grid(scorecardId, '?end=2026-11-16');
      return queries.stop();
    };
    const few = await count(1);
    const many = await count(6);
    expect(many).toBe(few);
    // The scorecard, its invitees, the measurables, their numbers, their people.
    expect(few).toBe(5);
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

describe('PUT scorecard/{id}/order', () => {
  const titles = async (scorecardId: string) => (await grid(scorecardId)).measurables.map((m) => m.title);

  it('puts the rows in the order given, and refreshes open grids', async () => {
    const { scorecardId, rows } = await scorecardWith(4);
    const [m0, m1, m2, m3] = rows as [MeasurableRow, MeasurableRow, MeasurableRow, MeasurableRow];
    emitted.length = 0;
    const res = await call('PUT', `/scorecard/${scorecardId}/order`, w.member.cookie, {
      ids: [m3.id, m0.id, m1.id, m2.id],
    });
    expect(res.json()).toEqual({ succeeded: true });
    expect(await titles(scorecardId)).toEqual(['M3', 'M0', 'M1', 'M2']);
    expect((await grid(scorecardId)).measurables.map((m) => m.position)).toEqual([1, 2, 3, 4]);
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${w.owner.org.id}`,
        event: 'Updated',
        payload: { type: 'scorecard', id: scorecardId },
      },
    ]);
    // Part of the list: those rows swap among the places they held, the others stay.
    await call('PUT', `/scorecard/${scorecardId}/order`, w.member.cookie, { ids: [m2.id, m3.id] });
    expect(await titles(scorecardId)).toEqual(['M2', 'M0', 'M1', 'M3']);
  });

  it("is 404 for another scorecard's or a removed measurable, and changes nothing", async () => {
    const mine = await scorecardWith(2);
    const theirs = await scorecardWith(1);
    const [m0, m1] = mine.rows as [MeasurableRow, MeasurableRow];
    const foreign = await call('PUT', `/scorecard/${mine.scorecardId}/order`, w.member.cookie, {
      ids: [m1.id, theirs.rows[0]?.id, m0.id],
    });
    expect(foreign.statusCode).toBe(404);
    await t.ctx.db.update(measurables).set({ status: 'Removed' }).where(eq(measurables.id, m0.id));
    const removed = await call('PUT', `/scorecard/${mine.scorecardId}/order`, w.member.cookie, { ids: [m0.id, m1.id] });
    expect(removed.statusCode).toBe(404);
    expect(await titles(mine.scorecardId)).toEqual(['M1']);
    const [row] = await t.ctx.db.select().from(measurables).where(eq(measurables.id, m1.id));
    expect(row?.position).toBe(2);
    const empty = await call('PUT', `/scorecard/${mine.scorecardId}/order`, w.member.cookie, { ids: [] });
    expect(empty.statusCode).toBe(422);
  });
});
