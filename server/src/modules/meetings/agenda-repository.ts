import type { SearchRequest } from '@eos/domain';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agendaTemplates, type StoredAgenda } from '../../db/schema/index.ts';
import { containsText, countAll, filterText, pagedSearch, type SearchPage } from '../../lib/search.ts';

export type AgendaTemplateRow = typeof agendaTemplates.$inferSelect;

export async function findTemplate(db: DbOrTx, orgId: string, id: string): Promise<AgendaTemplateRow | null> {
  const [row] = await db
    .select()
    .from(agendaTemplates)
    .where(and(eq(agendaTemplates.orgId, orgId), eq(agendaTemplates.id, id)));
  return row ?? null;
}

/** Same rule as the unique index agenda_templates_org_name_key: lower(btrim(name)). */
export async function isTemplateNameTaken(
  db: DbOrTx,
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: agendaTemplates.id })
    .from(agendaTemplates)
    .where(
      and(
        eq(agendaTemplates.orgId, orgId),
        sql`lower(btrim(${agendaTemplates.name})) = lower(btrim(${name}))`,
        exceptId ? ne(agendaTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertTemplate(
  db: DbOrTx,
  values: { orgId: string; agenda: StoredAgenda; createdById: string },
): Promise<AgendaTemplateRow> {
  const [row] = await db
    .insert(agendaTemplates)
    .values({ ...values, name: values.agenda.name })
    .returning();
  if (!row) throw new Error('agenda insert returned nothing');
  return row;
}

export async function updateTemplate(
  db: DbOrTx,
  orgId: string,
  id: string,
  agenda: StoredAgenda,
): Promise<AgendaTemplateRow | null> {
  const [row] = await db
    .update(agendaTemplates)
    .set({ name: agenda.name, agenda, updatedAt: new Date() })
    .where(and(eq(agendaTemplates.orgId, orgId), eq(agendaTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: DbOrTx, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(agendaTemplates)
    .where(and(eq(agendaTemplates.orgId, orgId), eq(agendaTemplates.id, id)))
    .returning({ id: agendaTemplates.id });
  return rows.length > 0;
}

export async function searchTemplates(
  db: DbOrTx,
  orgId: string,
  request: SearchRequest,
): Promise<SearchPage<AgendaTemplateRow>> {
  const text = filterText(request);
  const where: SQL | undefined = and(
    eq(agendaTemplates.orgId, orgId),
    text ? containsText(agendaTemplates.name, text) : undefined,
  );
  const name = sql`lower(${agendaTemplates.name})`;
  return pagedSearch(request, {
    sortable: { name, created: agendaTemplates.createdAt },
    defaultSort: [asc(name)],
    tiebreaker: agendaTemplates.id,
    rows: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(agendaTemplates)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: countAll() }).from(agendaTemplates).where(where);
      return row?.n ?? 0;
    },
  });
}
