import {
  IdParams,
  IdsQuery,
  PeopleListResponse,
  PeopleSearchRequest,
  PeopleSearchResponse,
  PersonResponse,
  PersonRoleRequest,
  Succeeded,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { mapPage } from '../../lib/search.ts';
import { memberOf } from '../../plugins/access.ts';
import { setBillingPermission } from './billing.ts';
import { keepImplementerAsFreeUser } from './implementer.ts';
import { orgPeopleRoutes } from './org-routes.ts';
import { presentPerson } from './presenter.ts';
import { findPeople, searchPeople } from './repository.ts';
import { changeRole } from './roles.ts';
import { removePerson } from './service.ts';

export async function peopleRoutes(api: App, ctx: AppContext): Promise<void> {
  // The people list and the person picker are the same search over the caller's organization.
  for (const url of ['/people/search', '/person-picker-list']) {
    api.post(
      url,
      {
        config: { access: 'org' },
        schema: { body: PeopleSearchRequest, response: { 200: PeopleSearchResponse } },
      },
      async (request) => {
        const member = memberOf(request);
        const page = await searchPeople(ctx.db, member.orgId, request.body);
        return { succeeded: true as const, ...mapPage(page, (rows) => rows.map(presentPerson)) };
      },
    );
  }

  // Entity-cache batch load: ids of other organizations are silently left out, like missing ones.
  api.get(
    '/people',
    { config: { access: 'org' }, schema: { querystring: IdsQuery, response: { 200: PeopleListResponse } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await findPeople(ctx.db, member.orgId, request.query.ids ?? []);
      return rows.map(presentPerson);
    },
  );

  // Removing someone from the organization: their meeting work passes to the caller (service.ts).
  api.delete(
    '/person/:id',
    { config: { access: 'people.manage' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      await removePerson(ctx, { member: memberOf(request), personId: request.params.id });
      return { succeeded: true as const };
    },
  );

  // Role changes, the downgrade to Free Observer (role Observer) and the upgrade back (roles.ts).
  api.put(
    '/person/:id/role',
    {
      config: { access: 'people.manage' },
      schema: { params: IdParams, body: PersonRoleRequest, response: { 200: PersonResponse } },
    },
    async (request) => {
      const person = await changeRole(ctx, {
        member: memberOf(request),
        personId: request.params.id,
        role: request.body.role,
      });
      return { succeeded: true as const, person };
    },
  );

  // Billing permission, granted and taken back by the Owner (billing.ts).
  for (const [method, grant] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/person/:id/permission/billing',
      config: { access: 'billing.grant' },
      schema: { params: IdParams, response: { 200: PersonResponse } },
      handler: async (request) => {
        const person = await setBillingPermission(ctx, {
          member: memberOf(request),
          personId: request.params.id,
          grant,
        });
        return { succeeded: true as const, person };
      },
    });
  }

  // 'Keep as a Free User' when removing the implementer ('Remove' is DELETE person/{id}).
  api.delete(
    '/person/:id/implementer',
    { config: { access: 'people.manage' }, schema: { params: IdParams, response: { 200: PersonResponse } } },
    async (request) => {
      const person = await keepImplementerAsFreeUser(ctx, { member: memberOf(request), personId: request.params.id });
      return { succeeded: true as const, person };
    },
  );

  await orgPeopleRoutes(api, ctx);
}
