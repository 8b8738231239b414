import {
  IdParams,
  LeadershipTeamParams,
  LeadershipTeamResponse,
  OwnerTransferResponse,
  PaidUsersResponse,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { findOrg } from '../orgs/repository.ts';
import { setLeadershipMeeting } from './leadership.ts';
import { transferOrg } from './ownership.ts';
import { presentPaidUser } from './presenter.ts';
import { listLicensedPeople } from './repository.ts';

/** The organization's people as a whole: its paid users, its Owner, its leadership team. */
export async function orgPeopleRoutes(api: App, ctx: AppContext): Promise<void> {
  // Everyone holding a license, each with whether the seat is charged (the counts and the transfer popup).
  api.get(
    '/org/paid-users',
    { config: { access: 'org' }, schema: { response: { 200: PaidUsersResponse } } },
    async (request) => {
      const member = memberOf(request);
      const [org, rows] = await Promise.all([findOrg(ctx.db, member.orgId), listLicensedPeople(ctx.db, member.orgId)]);
      if (!org) throw notFound();
      return { succeeded: true as const, items: rows.map((row) => presentPaidUser(row, org.freeDomains)) };
    },
  );

  // Ownership transfer: id is the person who becomes the Owner (ownership.ts).
  api.put(
    '/org/owner/:id',
    { config: { access: 'org.transfer' }, schema: { params: IdParams, response: { 200: OwnerTransferResponse } } },
    async (request) => transferOrg(ctx, { member: memberOf(request), personId: request.params.id }),
  );

  // orgId: the current organization (any other is 404); meetingId: the new leadership-team meeting.
  api.put(
    '/org/leadershipteam/:orgId/:meetingId',
    {
      config: { access: 'org.update' },
      schema: { params: LeadershipTeamParams, response: { 200: LeadershipTeamResponse } },
    },
    async (request) => {
      const { orgId, meetingId } = request.params;
      await setLeadershipMeeting(ctx, { member: memberOf(request), orgId, meetingId });
      return { succeeded: true as const, meetingId };
    },
  );
}
