import {
  AgendaResponse,
  AgendaSaveRequest,
  AgendaSearchRequest,
  AgendaSearchResponse,
  IdParams,
  Succeeded,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { memberOf } from '../../plugins/access.ts';
import {
  loadManagedTemplate,
  refuseBuiltIn,
  removeAgenda,
  saveAgenda,
  searchAgendas,
  updateAgenda,
} from './agenda-service.ts';
import { presentAgendaTemplate } from './presenter.ts';

/** Agenda choices for a meeting: the built-in Level 10, then the organization's saved templates. */
export async function agendaRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/agendas/search',
    { config: { access: 'org' }, schema: { body: AgendaSearchRequest, response: { 200: AgendaSearchResponse } } },
    async (request) => {
      const page = await searchAgendas(ctx.db, memberOf(request).orgId, request.body);
      return { succeeded: true as const, ...page };
    },
  );

  api.post(
    '/agendas',
    {
      config: { access: 'meetings.create' },
      schema: { body: AgendaSaveRequest, response: { 200: AgendaResponse } },
    },
    async (request) => {
      const row = await saveAgenda(ctx, { member: memberOf(request), body: request.body });
      return { succeeded: true as const, agenda: presentAgendaTemplate(row) };
    },
  );

  api.put(
    '/agenda/:id',
    {
      config: { access: 'meetings.create' },
      schema: { params: IdParams, body: AgendaSaveRequest, response: { 200: AgendaResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      refuseBuiltIn(request.params.id);
      const template = await loadManagedTemplate(ctx.db, member, request.params.id);
      const row = await updateAgenda(ctx, { member, template, body: request.body });
      return { succeeded: true as const, agenda: presentAgendaTemplate(row) };
    },
  );

  api.delete(
    '/agenda/:id',
    { config: { access: 'meetings.create' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      refuseBuiltIn(request.params.id);
      const template = await loadManagedTemplate(ctx.db, member, request.params.id);
      await removeAgenda(ctx, { member, template });
      return { succeeded: true as const };
    },
  );
}
