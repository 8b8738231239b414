import {
  IdParams,
  IdsQuery,
  PeopleListResponse,
  PeopleSearchRequest,
  PeopleSearchResponse,
  Succeeded,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { mapPage } from '../../lib/search.ts';
import { memberOf } from '../../plugins/access.ts';
import { presentPerson } from './presenter.ts';
import { findPeople, searchPeople } from './repository.ts';
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
}
