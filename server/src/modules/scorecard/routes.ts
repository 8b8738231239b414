import {
  can,
  IssueResponse,
  MeasurableCreateRequest,
  MeasurableOrderRequest,
  MeasurableParams,
  MeasurableReassignRequest,
  MeasurableResponse,
  MeasurablesResponse,
  MeasurableUpdateRequest,
  MeasuredValueRequest,
  MeasuredValueResponse,
  ScorecardCreateRequest,
  ScorecardGridQuery,
  ScorecardGridResponse,
  ScorecardMeetingsResponse,
  ScorecardParams,
  ScorecardResponse,
  Succeeded,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { type Member, memberOf } from '../../plugins/access.ts';
import { presentOneIssue } from '../issues/presenter.ts';
import { readScorecardGrid } from './grid-read.ts';
import { myMeasurablesRoutes } from './mine-routes.ts';
import {
  type LoadedScorecard,
  loadEditableMeasurable,
  loadMeasurable,
  loadMeasurableForValues,
  loadScorecard,
} from './policy.ts';
import { presentMeasurables, presentOneMeasurable, presentScorecard } from './presenter.ts';
import { ensureScorecard, ensureScorecardsOfMeetings, type MeasurableRow } from './repository.ts';
import {
  addMeasurableAsIssue,
  createMeasurables,
  enterMeasuredValue,
  reassignMeasurable,
  removeMeasurable,
  reorderMeasurables,
  updateMeasurable,
} from './service.ts';

const read = { access: 'org' } as const;
const write = { access: 'items.write' } as const;

/**
 * The Scorecard (001 §3, §5, §7; 002 §3, §5, §9): one per meeting, measurables with owners and
 * goals, weekly numbers. Reads need the organization; writes 'items.write' (never Observers), then
 * the items rule on the measurable (canEditItem with its meeting's invitees). Another organization's
 * scorecard or measurable is 404, like one that does not exist.
 */
export async function scorecardRoutes(api: App, ctx: AppContext): Promise<void> {
  const one = async (member: Member, loaded: LoadedScorecard, row: MeasurableRow) => ({
    succeeded: true as const,
    measurable: await presentOneMeasurable(ctx.db, member, loaded, row),
  });

  // Making a meeting's (empty) scorecard is a write: Observers read it by the id the meeting carries
  // once someone who writes made it (issue 14 F7).
  api.post(
    '/scorecard',
    { config: write, schema: { body: ScorecardCreateRequest, response: { 200: ScorecardResponse } } },
    async (request) => {
      const member = memberOf(request);
      const row = await ensureScorecard(ctx.db, member.orgId, request.body.tractionId);
      if (!row) throw notFound();
      return { succeeded: true as const, scorecard: presentScorecard(row) };
    },
  );

  api.get(
    '/scorecards/meetings',
    { config: read, schema: { response: { 200: ScorecardMeetingsResponse } } },
    async (request) => {
      const member = memberOf(request);
      // Where the caller may add measurables: Owner and Admins every meeting, others those they
      // attend, Observers none (canEditItem).
      if (!can(member.role, 'items.write')) return { succeeded: true as const, items: [] };
      const everyMeeting = member.role === 'Owner' || member.role === 'Admin';
      const rows = await ensureScorecardsOfMeetings(ctx.db, member.orgId, {
        invitedPersonId: everyMeeting ? null : member.personId,
      });
      return { succeeded: true as const, items: rows.map(presentScorecard) };
    },
  );

  // The caller's own measurables across Scorecards (the dashboard widget): its own file.
  await myMeasurablesRoutes(api, ctx);

  api.get(
    '/scorecard/:scorecardId',
    {
      config: read,
      schema: { params: ScorecardParams, querystring: ScorecardGridQuery, response: { 200: ScorecardGridResponse } },
    },
    async (request) => {
      const { end = new Date().toISOString().slice(0, 10), weeks } = request.query;
      return readScorecardGrid(ctx.db, memberOf(request), request.params.scorecardId, { end, weeks });
    },
  );

  api.post(
    '/scorecard/:scorecardId/add-measurable',
    {
      config: write,
      schema: { params: ScorecardParams, body: MeasurableCreateRequest, response: { 200: MeasurablesResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const target = await loadScorecard(ctx.db, member, request.params.scorecardId);
      const rows = await createMeasurables(ctx, { member, target, body: request.body });
      return { succeeded: true as const, measurables: await presentMeasurables(ctx.db, member, target, rows) };
    },
  );

  // Static 'order' wins over the measurable id in the router: ids are uuids.
  api.put(
    '/scorecard/:scorecardId/order',
    { config: write, schema: { params: ScorecardParams, body: MeasurableOrderRequest, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadScorecard(ctx.db, member, request.params.scorecardId);
      await reorderMeasurables(ctx, { member, target, ids: request.body.ids });
      return { succeeded: true as const };
    },
  );

  api.get(
    '/scorecard/:scorecardId/:id',
    { config: read, schema: { params: MeasurableParams, response: { 200: MeasurableResponse } } },
    async (request) => {
      const member = memberOf(request);
      const loaded = await loadMeasurable(ctx.db, member, request.params);
      return one(member, loaded, loaded.measurable);
    },
  );

  api.put(
    '/scorecard/:scorecardId/:id',
    {
      config: write,
      schema: { params: MeasurableParams, body: MeasurableUpdateRequest, response: { 200: MeasurableResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableMeasurable(ctx.db, member, request.params);
      return one(member, target, await updateMeasurable(ctx, { target, body: request.body }));
    },
  );

  api.put(
    '/scorecard/:scorecardId/:id/reassign',
    {
      config: write,
      schema: { params: MeasurableParams, body: MeasurableReassignRequest, response: { 200: MeasurableResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableMeasurable(ctx.db, member, request.params);
      return one(member, target, await reassignMeasurable(ctx, { target, ownerId: request.body.ownerId }));
    },
  );

  api.delete(
    '/scorecard/:scorecardId/:id',
    { config: write, schema: { params: MeasurableParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableMeasurable(ctx.db, member, request.params);
      await removeMeasurable(ctx, target);
      return { succeeded: true as const };
    },
  );

  api.put(
    '/scorecard/:scorecardId/:id/add-measured-value',
    {
      config: write,
      schema: { params: MeasurableParams, body: MeasuredValueRequest, response: { 200: MeasuredValueResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const target = await loadMeasurableForValues(ctx.db, member, request.params);
      const row = await enterMeasuredValue(ctx, { member, target, body: request.body });
      return { succeeded: true as const, value: row ? { intervalId: row.intervalId, value: row.value } : null };
    },
  );

  api.post(
    '/scorecard/:scorecardId/:id/add-as-issue',
    { config: write, schema: { params: MeasurableParams, response: { 200: IssueResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadMeasurable(ctx.db, member, request.params);
      const issue = await addMeasurableAsIssue(ctx, { member, target });
      return { succeeded: true as const, issue: await presentOneIssue(ctx.db, member, issue) };
    },
  );
}
