import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningApp, type ListeningApp, liveAudience } from '../../../test/realtime-harness.ts';
import { caller, measurableBody, scorecardIdOf } from './test-support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

describe('scorecard live updates', () => {
  it('tells the members of the org, and only them, of a new measurable and of numbers entered', async () => {
    const audience = await liveAudience(t);
    const { author } = audience;
    const scorecardId = await scorecardIdOf(t, author.cookie, audience.meetingId);
    const added = audience.listen('Added');
    const refreshed = audience.listen('Updated');
    const res = await caller(t)(
      'POST',
      `/scorecard/${scorecardId}/add-measurable`,
      author.cookie,
      measurableBody([author.membership.id]),
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().measurables[0].id;
    expect(await added.heard).toEqual({ type: 'measurable', id });
    expect(await refreshed.heard).toEqual({ type: 'scorecard', id: scorecardId });
    expect(await added.leaked).toBeNull();
    expect(await refreshed.leaked).toBeNull();

    // A number typed into a cell: open grids of that scorecard refresh.
    const typed = audience.listen('Updated');
    const value = await caller(t)('PUT', `/scorecard/${scorecardId}/${id}/add-measured-value`, author.cookie, {
      intervalId: '2026-11-16',
      value: '42',
    });
    expect(value.statusCode).toBe(200);
    expect(await typed.heard).toEqual({ type: 'scorecard', id: scorecardId });
    expect(await typed.leaked).toBeNull();
    audience.close();
  });
});
