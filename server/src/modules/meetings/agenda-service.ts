import { type Agenda, type AgendaBody, canManageAgendaTemplate, type SearchRequest } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { filterText, pageWindow, type SearchPage, totalPagesOf } from '../../lib/search.ts';
import type { Member } from '../../plugins/access.ts';
import { BUILT_IN_AGENDAS, isBuiltInAgenda, toStoredAgenda } from './agenda.ts';
import {
  type AgendaTemplateRow,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  isTemplateNameTaken,
  searchTemplates,
  updateTemplate,
} from './agenda-repository.ts';
import { violatedUniqueIndex } from './db-errors.ts';
import { presentAgendaTemplate } from './presenter.ts';

/**
 * agendas/search: the built-in agendas first, whatever the sort, then the org's saved templates.
 * The built-ins take the first indexes of the window, so the templates' page shifts by them.
 */
export async function searchAgendas(db: DbOrTx, orgId: string, request: SearchRequest): Promise<SearchPage<Agenda>> {
  const text = filterText(request)?.toLowerCase();
  const builtIns = BUILT_IN_AGENDAS.filter((a) => !text || a.name.toLowerCase().includes(text));
  const { offset, limit } = pageWindow(request);
  const shownBuiltIns = builtIns.slice(offset, offset + limit);
  const templateStart = Math.max(0, offset - builtIns.length);
  const templates = await searchTemplates(db, orgId, {
    ...request,
    startIndex: templateStart,
    endIndex: templateStart + limit - shownBuiltIns.length,
  });
  const totalCount = request.includeTotalCount ? builtIns.length + templates.totalCount : 0;
  return {
    items: [...shownBuiltIns, ...templates.items.map(presentAgendaTemplate)],
    totalCount,
    totalPages: totalPagesOf(totalCount, limit),
  };
}

function rethrowNameTaken(error: unknown): never {
  if (violatedUniqueIndex(error) === 'agenda_templates_org_name_key') throw invalid('ERR_AGENDA_NAME_TAKEN', 'name');
  throw error;
}

/** Names are unique per org like meeting titles (trimmed, any case), built-in names included. */
async function requireFreeName(db: DbOrTx, orgId: string, name: string, exceptId?: string): Promise<void> {
  const clashesWithBuiltIn = BUILT_IN_AGENDAS.some((a) => a.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (clashesWithBuiltIn || (await isTemplateNameTaken(db, orgId, name, exceptId))) {
    throw invalid('ERR_AGENDA_NAME_TAKEN', 'name');
  }
}

function announce(ctx: AppContext, orgId: string, event: 'Added' | 'Updated' | 'Deleted', id: string): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, event, { type: 'agenda', id });
}

export async function saveAgenda(
  ctx: AppContext,
  opts: { member: Member; body: AgendaBody },
): Promise<AgendaTemplateRow> {
  const { member, body } = opts;
  await requireFreeName(ctx.db, member.orgId, body.name);
  const row = await insertTemplate(ctx.db, {
    orgId: member.orgId,
    agenda: toStoredAgenda(body),
    createdById: member.personId,
  }).catch(rethrowNameTaken);
  announce(ctx, member.orgId, 'Added', row.id);
  return row;
}

/** The built-in agendas are not rows: editing or deleting one is refused before any lookup. */
export function refuseBuiltIn(id: string): void {
  if (isBuiltInAgenda(id)) throw new AppError('validation', 'ERR_AGENDA_BUILT_IN');
}

export async function loadScopedTemplate(db: DbOrTx, member: Member, id: string): Promise<AgendaTemplateRow> {
  const row = await findTemplate(db, member.orgId, id);
  if (!row) throw notFound();
  return row;
}

/** loadScopedTemplate, then 403 unless the caller saved it or is the Owner or an Admin. */
export async function loadManagedTemplate(db: DbOrTx, member: Member, id: string): Promise<AgendaTemplateRow> {
  const row = await loadScopedTemplate(db, member, id);
  const allowed = canManageAgendaTemplate({
    role: member.role,
    personId: member.personId,
    createdById: row.createdById,
  });
  if (!allowed) throw forbidden();
  return row;
}

export async function updateAgenda(
  ctx: AppContext,
  opts: { member: Member; template: AgendaTemplateRow; body: AgendaBody },
): Promise<AgendaTemplateRow> {
  const { member, template, body } = opts;
  await requireFreeName(ctx.db, member.orgId, body.name, template.id);
  const row = await updateTemplate(ctx.db, member.orgId, template.id, toStoredAgenda(body)).catch(rethrowNameTaken);
  if (!row) throw notFound();
  announce(ctx, member.orgId, 'Updated', row.id);
  return row;
}

export async function removeAgenda(
  ctx: AppContext,
  opts: { member: Member; template: AgendaTemplateRow },
): Promise<void> {
  if (!(await deleteTemplate(ctx.db, opts.member.orgId, opts.template.id))) throw notFound();
  announce(ctx, opts.member.orgId, 'Deleted', opts.template.id);
}
