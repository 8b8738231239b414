import { ChecklistResponse, ChecklistUpdateRequest, IdParams } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { memberOf } from '../../plugins/access.ts';
import { getChecklist, resetChecklist, updateChecklist } from './checklist-service.ts';
import { loadScopedMeeting } from './policy.ts';
import { presentChecklist } from './presenter.ts';

/** The meeting's preparation checklist: anyone in the org reads it, anyone who writes items ticks it. */
export async function checklistRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/meeting/:id/getchecklist',
    { config: { access: 'org' }, schema: { params: IdParams, response: { 200: ChecklistResponse } } },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      return { succeeded: true as const, checklist: presentChecklist(await getChecklist(ctx, { member, meeting })) };
    },
  );

  api.put(
    '/meeting/:id/updatechecklist',
    {
      config: { access: 'items.write' },
      schema: { params: IdParams, body: ChecklistUpdateRequest, response: { 200: ChecklistResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      const row = await updateChecklist(ctx, { member, meeting, items: request.body.items });
      return { succeeded: true as const, checklist: presentChecklist(row) };
    },
  );

  api.put(
    '/meeting/:id/resetchecklist',
    { config: { access: 'items.write' }, schema: { params: IdParams, response: { 200: ChecklistResponse } } },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      return { succeeded: true as const, checklist: presentChecklist(await resetChecklist(ctx, { member, meeting })) };
    },
  );
}
