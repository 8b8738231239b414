import {
  IdParams,
  IdsQuery,
  Org,
  OrgCreateRequest,
  OrgListResponse,
  OrgResponse,
  OrgUpdateRequest,
  OrgUserSettingsResponse,
  OrgUserSettingsUpdateRequest,
  Succeeded,
  ThemeParams,
} from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import { presentOrg } from './presenter.ts';
import { findOrg, listAccountOrgs } from './repository.ts';
import { createOrg, deleteOrg, renameOrg, setDefaultOrg, setTheme } from './service.ts';
import { getUserSettings, presentUserSettings, updateUserSettings } from './user-settings.ts';

export async function orgRoutes(api: App, ctx: AppContext): Promise<void> {
  // Without ids: the user's organizations in an envelope. With ?ids=: a bare array for the
  // entity cache, holding only the orgs the user belongs to (others are silently left out).
  api.get(
    '/orgs',
    {
      config: { access: 'account' },
      schema: { querystring: IdsQuery, response: { 200: z.union([OrgListResponse, z.array(Org)]) } },
    },
    async (request) => {
      const session = sessionOf(request);
      const ids = request.query.ids;
      const rows = await listAccountOrgs(ctx.db, session.accountId, ids);
      const orgs = rows.map((r) => presentOrg(r.org));
      return ids ? orgs : { succeeded: true as const, items: orgs };
    },
  );

  api.post(
    '/orgs',
    { config: { access: 'account' }, schema: { body: OrgCreateRequest, response: { 200: OrgResponse } } },
    async (request) => {
      const session = sessionOf(request);
      const org = await createOrg(ctx, {
        accountId: session.accountId,
        sessionId: session.id,
        name: request.body.name,
      });
      return { succeeded: true as const, org: presentOrg(org) };
    },
  );

  // The current organization only: any other id answers 404, like one that does not exist.
  api.get(
    '/org/:id',
    { config: { access: 'org' }, schema: { params: IdParams, response: { 200: OrgResponse } } },
    async (request) => {
      const member = memberOf(request);
      if (request.params.id !== member.orgId) throw notFound();
      const org = await findOrg(ctx.db, member.orgId);
      if (!org) throw notFound();
      return { succeeded: true as const, org: presentOrg(org) };
    },
  );

  api.put(
    '/org/:id',
    {
      config: { access: 'org.update' },
      schema: { params: IdParams, body: OrgUpdateRequest, response: { 200: OrgResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      if (request.params.id !== member.orgId) throw notFound();
      const org = await renameOrg(ctx, { orgId: member.orgId, name: request.body.name });
      return { succeeded: true as const, org: presentOrg(org) };
    },
  );

  // Only the current organization can be deleted, by its Owner: any other id is 404.
  api.delete(
    '/org/:id',
    { config: { access: 'org.delete' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      if (request.params.id !== member.orgId) throw notFound();
      await deleteOrg(ctx, { orgId: member.orgId });
      return { succeeded: true as const };
    },
  );

  api.put(
    '/account/defaultorg/:id',
    { config: { access: 'account' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      await setDefaultOrg(ctx, { accountId: sessionOf(request).accountId, orgId: request.params.id });
      return { succeeded: true as const };
    },
  );

  api.put(
    '/user/theme/:orgId/:theme',
    { config: { access: 'account' }, schema: { params: ThemeParams, response: { 200: Succeeded } } },
    async (request) => {
      const { orgId, theme } = request.params;
      await setTheme(ctx, { accountId: sessionOf(request).accountId, orgId, theme });
      return { succeeded: true as const };
    },
  );

  // The User Settings tab: the organization's people defaults (user-settings.ts). Current org only.
  api.get(
    '/org/:id/user-settings',
    { config: { access: 'org' }, schema: { params: IdParams, response: { 200: OrgUserSettingsResponse } } },
    async (request) => {
      const org = await getUserSettings(ctx, { member: memberOf(request), orgId: request.params.id });
      return { succeeded: true as const, settings: presentUserSettings(org) };
    },
  );

  api.put(
    '/org/:id/user-settings',
    {
      config: { access: 'org.update' },
      schema: { params: IdParams, body: OrgUserSettingsUpdateRequest, response: { 200: OrgUserSettingsResponse } },
    },
    async (request) => {
      const org = await updateUserSettings(ctx, {
        member: memberOf(request),
        orgId: request.params.id,
        settings: request.body,
      });
      return { succeeded: true as const, settings: presentUserSettings(org) };
    },
  );
}
