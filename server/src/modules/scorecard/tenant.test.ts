import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import {
  createMeasurable,
  createMeasuredValue,
  createMeeting,
  type MeasurableRow,
  type MeetingRow,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { issues, measurables, measuredValues } from '../../db/schema/index.ts';
import { caller, measurableBody, scorecardIdOf } from './test-support.ts';

// Tenant isolation: a member of another organization (even its Owner) gets 404 on every scorecard
// route that takes an id, with real ids and valid bodies, sees nothing in lists, and changes nothing.
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;
let scorecardId: string;
let measurable: MeasurableRow;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  home = await signedInMember(t, { role: 'Owner' });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: home.org.id, ownerId: home.membership.id });
  scorecardId = await scorecardIdOf(t, home.cookie, meeting.id);
  measurable = await createMeasurable(t, {
    orgId: home.org.id,
    tractionId: meeting.id,
    ownerId: home.membership.id,
    title: 'Ours',
  });
  await createMeasuredValue(t, { measurable, intervalId: '2026-11-16', value: 7 });
});
afterAll(() => t.close());

const bodies = (): Record<string, object> => ({
  'POST /api/v2/scorecard/:scorecardId/add-measurable': measurableBody([outsider.membership.id]),
  'PUT /api/v2/scorecard/:scorecardId/order': { ids: [measurable.id] },
  'PUT /api/v2/scorecard/:scorecardId/:id': { title: 'Stolen', ownerId: outsider.membership.id, goalValue: '1' },
  'PUT /api/v2/scorecard/:scorecardId/:id/reassign': { ownerId: outsider.membership.id },
  'PUT /api/v2/scorecard/:scorecardId/:id/add-measured-value': { intervalId: '2026-11-16', value: '666' },
});

describe('scorecard tenant isolation', () => {
  it('answers 404 to an outsider on every scorecard route, and changes nothing', async () => {
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/api/v2/scorecard/:scorecardId'));
    expect(routes.length).toBe(9);
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const res = await call(
        method as 'PUT',
        url.replace('/api/v2', '').replace(':scorecardId', scorecardId).replace(':id', measurable.id),
        outsider.cookie,
        bodies()[key],
      );
      if (res.statusCode !== 404 || res.json().messages[0].id !== 'ERR_NOT_FOUND')
        leaks.push(`${key} -> ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
    const create = await call('POST', '/scorecard', outsider.cookie, { tractionId: meeting.id });
    expect(create.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(measurables).where(eq(measurables.id, measurable.id));
    expect(row).toMatchObject({ title: 'Ours', status: 'Active', ownerId: home.membership.id, position: 1 });
    const values = await t.ctx.db.select().from(measuredValues);
    expect(values.map((v) => v.value)).toEqual([7]);
    expect(await t.ctx.db.select().from(measurables)).toHaveLength(1);
    expect(await t.ctx.db.select().from(issues)).toHaveLength(0);
  });

  it("shows an outsider none of the organization's scorecards", async () => {
    const none = await call('GET', '/scorecards/meetings', outsider.cookie);
    expect(none.json()).toEqual({ succeeded: true, items: [] });
    const theirs = await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id });
    const own = await call('GET', '/scorecards/meetings', outsider.cookie);
    expect(own.json().items.map((s: { tractionId: string }) => s.tractionId)).toEqual([theirs.id]);
  });
});
