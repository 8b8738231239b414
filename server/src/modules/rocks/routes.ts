import {
  Id,
  IdsQuery,
  ItemParams,
  MilestoneRequest,
  ReassignRequest,
  Rock,
  RockCreateRequest,
  RockCreateResponse,
  RockDelegatesResponse,
  RockDeleteParams,
  RockResponse,
  RockSearchRequest,
  RockSearchResponse,
  RockStatusRequest,
  RocksRemoveInMeetingParams,
  RocksRemoveInMeetingRequest,
  RocksRemoveInMeetingResponse,
  RockUpdateRequest,
  Succeeded,
} from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { type Member, memberOf } from '../../plugins/access.ts';
import { findDescendants } from './hierarchy.ts';
import { addMilestone, deleteMilestone, updateMilestone } from './milestones.ts';
import { loadEditableRock, loadScopedRock } from './policy.ts';
import { presentRock, presentRocks } from './presenter.ts';
import { removeRock, removeRocksFromMeeting } from './removal.ts';
import { findRocks, type RockRow, searchRocks } from './repository.ts';
import { createRock, reassignRock, setRockStatus, updateRock } from './service.ts';

const write = { access: 'items.write' } as const;
const MilestoneParams = z.object({ id: Id, milestoneId: Id });

/**
 * Quarterly Rocks (000 §3-§7; 002 §4, §7): a Rock in one or more meetings, delegated down a chain of
 * child Rocks, with milestones. Writes need 'items.write' (never Observers); whether the caller may
 * change this Rock is canEditItem over the invitees of all its meetings, checked after loading it
 * scoped to the org.
 */
export async function rockRoutes(api: App, ctx: AppContext): Promise<void> {
  const one = async (member: Member, row: RockRow) => ({
    succeeded: true as const,
    rock: await presentRock(ctx.db, member, row),
  });
  /** Milestone calls answer the Rock as it is now, with its milestones and progress. */
  const fresh = async (member: Member, id: string) => one(member, await loadScopedRock(ctx.db, member, id));

  api.post(
    '/rocks',
    { config: write, schema: { body: RockCreateRequest, response: { 200: RockCreateResponse } } },
    async (request) => {
      const member = memberOf(request);
      const { rock, delegated } = await createRock(ctx, { member, body: request.body });
      const [presented, ...children] = await presentRocks(ctx.db, member, [rock, ...delegated]);
      return { succeeded: true as const, rock: presented as Rock, delegatedRocks: children };
    },
  );

  api.get(
    '/rock/:id',
    { config: { access: 'org' }, schema: { params: ItemParams, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      return one(member, await loadScopedRock(ctx.db, member, request.params.id));
    },
  );

  api.put(
    '/rock/:id',
    { config: write, schema: { params: ItemParams, body: RockUpdateRequest, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableRock(ctx.db, member, request.params.id);
      return one(member, await updateRock(ctx, { member, target, body: request.body }));
    },
  );

  api.get(
    '/rock/:id/delegates',
    { config: { access: 'org' }, schema: { params: ItemParams, response: { 200: RockDelegatesResponse } } },
    async (request) => {
      const member = memberOf(request);
      const rock = await loadScopedRock(ctx.db, member, request.params.id);
      const below = await findDescendants(ctx.db, member.orgId, rock.id);
      return { succeeded: true as const, rocks: await presentRocks(ctx.db, member, below) };
    },
  );

  api.put(
    '/rock/:id/status',
    { config: write, schema: { params: ItemParams, body: RockStatusRequest, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      const { rock } = await loadEditableRock(ctx.db, member, request.params.id);
      return one(member, await setRockStatus(ctx, { member, rock, status: request.body.status }));
    },
  );

  api.put(
    '/rock/:id/complete',
    { config: write, schema: { params: ItemParams, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      const { rock } = await loadEditableRock(ctx.db, member, request.params.id);
      return one(member, await setRockStatus(ctx, { member, rock, status: 'Done' }));
    },
  );

  api.put(
    '/rock/:id/reassign',
    { config: write, schema: { params: ItemParams, body: ReassignRequest, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableRock(ctx.db, member, request.params.id);
      return one(member, await reassignRock(ctx, { member, target, ownerId: request.body.ownerId }));
    },
  );

  api.delete(
    '/rock/:id/:flag',
    { config: write, schema: { params: RockDeleteParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      const { rock } = await loadEditableRock(ctx.db, member, request.params.id);
      await removeRock(ctx, { member, rock, withDelegates: request.params.flag });
      return { succeeded: true as const };
    },
  );

  api.post(
    '/rocks/remove-in-meeting/:meetingId',
    {
      config: write,
      schema: {
        params: RocksRemoveInMeetingParams,
        body: RocksRemoveInMeetingRequest,
        response: { 200: RocksRemoveInMeetingResponse },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const rocksRemoved = await removeRocksFromMeeting(ctx, {
        member,
        meetingId: request.params.meetingId,
        rockIds: request.body,
      });
      return { succeeded: true as const, rocksRemoved };
    },
  );

  api.post(
    '/rock/:id/milestones',
    { config: write, schema: { params: ItemParams, body: MilestoneRequest, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      const { rock } = await loadEditableRock(ctx.db, member, request.params.id);
      await addMilestone(ctx, { member, rock, body: request.body });
      return fresh(member, rock.id);
    },
  );

  api.put(
    '/rock/:id/milestone/:milestoneId',
    { config: write, schema: { params: MilestoneParams, body: MilestoneRequest, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      const { rock } = await loadEditableRock(ctx.db, member, request.params.id);
      await updateMilestone(ctx, { member, rock, milestoneId: request.params.milestoneId, body: request.body });
      return fresh(member, rock.id);
    },
  );

  api.delete(
    '/rock/:id/milestone/:milestoneId',
    { config: write, schema: { params: MilestoneParams, response: { 200: RockResponse } } },
    async (request) => {
      const member = memberOf(request);
      const { rock } = await loadEditableRock(ctx.db, member, request.params.id);
      await deleteMilestone(ctx, { member, rock, milestoneId: request.params.milestoneId });
      return fresh(member, rock.id);
    },
  );

  api.post(
    '/rocks/search',
    { config: { access: 'org' }, schema: { body: RockSearchRequest, response: { 200: RockSearchResponse } } },
    async (request) => {
      const member = memberOf(request);
      const page = await searchRocks(ctx.db, member.orgId, request.body);
      return { succeeded: true as const, ...page, items: await presentRocks(ctx.db, member, page.items) };
    },
  );

  // Entity-cache batch load: another organization's ids are left out, like missing ones.
  api.get(
    '/rocks',
    { config: { access: 'org' }, schema: { querystring: IdsQuery, response: { 200: z.array(Rock) } } },
    async (request) => {
      const member = memberOf(request);
      return presentRocks(ctx.db, member, await findRocks(ctx.db, member.orgId, request.query.ids ?? []));
    },
  );
}
