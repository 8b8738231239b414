import { Id, type SearchRequest } from '@eos/domain';
import { asc, type Column, desc, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { invalid } from './errors.ts';

/**
 * The one paged search every list uses (POST …/search): the spec's window of indexes
 * [startIndex, endIndex) becomes limit/offset, the client's sorts go through a whitelist of
 * columns, and the total is counted only when the client asks for it.
 */

/** No page is larger than the meeting list's 100 rows (001 §9), whatever endIndex says. */
export const MAX_PAGE_SIZE = 100;

export interface SearchPage<T> {
  items: T[];
  /** 0 when the request did not ask for includeTotalCount: counting is a second query. */
  totalCount: number;
  totalPages: number;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/** endIndex is exclusive (the default 0..100 is 100 rows); a window past its start is empty. */
export function pageWindow(request: Pick<SearchRequest, 'startIndex' | 'endIndex'>): PageWindow {
  const offset = Math.max(0, request.startIndex);
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(0, request.endIndex - offset));
  return { offset, limit };
}

export function totalPagesOf(totalCount: number, limit: number): number {
  return limit > 0 ? Math.ceil(totalCount / limit) : 0;
}

/** A whitelist of sortable properties: the name a client sends -> the expression to order by. */
export type Sortable = Record<string, SQLWrapper>;

/**
 * The ORDER BY for a request: whitelisted properties only (case-insensitive, so 'FirstName' and
 * 'firstName' both work), then the defaults, then a unique tiebreaker so pages never overlap.
 * An unknown property is a 422 rather than a silent reorder.
 */
export function orderByOf(
  sorts: SearchRequest['sorts'],
  sortable: Sortable,
  fallback: { defaults: SQL[]; tiebreaker: SQLWrapper },
): SQL[] {
  const byName = new Map(Object.entries(sortable).map(([name, column]) => [name.toLowerCase(), column]));
  const order = sorts.map((s, i) => {
    const column = byName.get(s.property.toLowerCase());
    if (!column) throw invalid('VAL_INVALID', `sorts.${i}.property`);
    return s.ascending ? asc(column) : desc(column);
  });
  if (order.length === 0) order.push(...fallback.defaults);
  order.push(asc(fallback.tiebreaker));
  return order;
}

export interface SearchQuery<T> {
  sortable: Sortable;
  /** Used when the client sends no sorts. */
  defaultSort: SQL[];
  /** A unique column (the id): stable pages. */
  tiebreaker: SQLWrapper;
  /** The page: the caller's select/from/where with this order, limit and offset applied. */
  rows(page: { orderBy: SQL[]; limit: number; offset: number }): Promise<T[]>;
  /** count(*) over the same where; only run when the client asked for the total. */
  count(): Promise<number>;
}

export async function pagedSearch<T>(request: SearchRequest, query: SearchQuery<T>): Promise<SearchPage<T>> {
  const { offset, limit } = pageWindow(request);
  const orderBy = orderByOf(request.sorts, query.sortable, {
    defaults: query.defaultSort,
    tiebreaker: query.tiebreaker,
  });
  const [items, totalCount] = await Promise.all([
    limit > 0 ? query.rows({ orderBy, limit, offset }) : Promise.resolve([] as T[]),
    request.includeTotalCount ? query.count() : Promise.resolve(0),
  ]);
  return { items, totalCount, totalPages: totalPagesOf(totalCount, limit) };
}

/**
 * The common case: whole rows of one table under a where clause (the item lists). The page and the
 * count run the same where.
 */
export function searchTable<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  request: SearchRequest,
  order: Pick<SearchQuery<unknown>, 'sortable' | 'defaultSort' | 'tiebreaker'>,
): Promise<SearchPage<T['$inferSelect']>> {
  const from = db
    .select()
    .from(table as PgTable)
    .where(where);
  return pagedSearch(request, {
    ...order,
    rows: ({ orderBy, limit, offset }) =>
      from
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as Promise<T['$inferSelect'][]>,
    count: async () => {
      const [row] = await db
        .select({ n: countAll() })
        .from(table as PgTable)
        .where(where);
      return row?.n ?? 0;
    },
  });
}

/** Maps a page's items (presenters), keeping the counts. */
export function mapPage<T, U>(page: SearchPage<T>, map: (items: T[]) => U[]): SearchPage<U> {
  return { ...page, items: map(page.items) };
}

// Filters: the request's `filters` map holds lists of strings under spec names ('excluded-ids').

/** The non-empty values of a filter, or undefined when the client did not send it. */
export function filterValues(request: SearchRequest, name: string): string[] | undefined {
  const values = request.filters[name]?.map((v) => v.trim()).filter(Boolean);
  return values && values.length > 0 ? values : undefined;
}

/** Id filters are checked as UUIDs here: a malformed one is the client's 422, not a database error. */
export function filterIds(request: SearchRequest, ...names: string[]): string[] | undefined {
  const found = names.flatMap((name) => filterValues(request, name) ?? []);
  if (found.length === 0) return undefined;
  for (const id of found) {
    if (!Id.safeParse(id).success) throw invalid('VAL_INVALID', `filters.${names[0]}`);
  }
  return [...new Set(found)];
}

/** 'true' / 'false' filters; anything else is a 422. */
export function filterBoolean(request: SearchRequest, name: string): boolean | undefined {
  const [value] = filterValues(request, name) ?? [];
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  if (lower !== 'true' && lower !== 'false') throw invalid('VAL_INVALID', `filters.${name}`);
  return lower === 'true';
}

/** The text-search filter's words joined, or undefined when blank. */
export function filterText(request: SearchRequest, name = 'text-search'): string | undefined {
  const words = filterValues(request, name);
  return words ? words.join(' ') : undefined;
}

/** Case-insensitive "contains", with the user's % and _ taken literally. */
export function containsText(column: Column | SQL, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return ilike(column, `%${escaped}%`);
}

/** count(*)::int as a select field (int, not the bigint string PostgreSQL returns by default). */
export const countAll = () => sql<number>`count(*)::int`;
