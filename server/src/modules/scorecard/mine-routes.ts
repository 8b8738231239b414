import { isCalendarDate, MyMeasurablesQuery, MyMeasurablesResponse, meetsGoal, trailingWeeks } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { invalid } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { inviteesByMeeting } from '../items/access.ts';
import { listOwnedActiveMeasurables } from './mine-repository.ts';
import { presentMeasurableRows, valuesByMeasurable } from './presenter.ts';
import { valuesInRange } from './repository.ts';

/**
 * GET scorecards/mine (the dashboard's measurables widget, 001 §3): the caller's own active
 * measurables across every Scorecard of the organization, with the week containing `end`. A read
 * ('org', Observers too); each row carries the abilities the meeting's grid gives it, so the widget
 * offers a cell to type into exactly where the grid would. Four queries whatever the count: the
 * rows, their meetings' invitees, their numbers, their people.
 */
export async function myMeasurablesRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/scorecards/mine',
    {
      config: { access: 'org' },
      schema: { querystring: MyMeasurablesQuery, response: { 200: MyMeasurablesResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const { end = new Date().toISOString().slice(0, 10) } = request.query;
      if (!isCalendarDate(end)) throw invalid('VAL_INVALID', 'end');
      const intervals = trailingWeeks(end, 1);
      const week = intervals[0] as string;
      const owned = await listOwnedActiveMeasurables(ctx.db, member.orgId, member.personId);
      const rows = owned.map((o) => o.measurable);
      const [invitees, values] = await Promise.all([
        inviteesByMeeting(
          ctx.db,
          member.orgId,
          rows.map((r) => r.tractionId),
        ),
        valuesInRange(
          ctx.db,
          member.orgId,
          rows.map((r) => r.id),
          { from: week, to: week },
        ),
      ]);
      const byMeasurable = valuesByMeasurable(values);
      const measurables = await presentMeasurableRows(ctx.db, member, rows, (r) => invitees.get(r.tractionId) ?? []);
      return {
        succeeded: true as const,
        intervals,
        measurables: measurables.map((m, i) => {
          const weekValues = byMeasurable.get(m.id) ?? [];
          const value = weekValues[0]?.value;
          return {
            ...m,
            values: weekValues,
            meetingTitle: owned[i]?.meetingTitle ?? '',
            weekStatus: value === undefined ? null : meetsGoal(value, m.goalValue, m.comparison) ? 'on' : 'off',
          } as const;
        }),
      };
    },
  );
}
