// @module-tag postgres
import { SearchRequest } from '@eos/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createAccount, createOrg } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { accounts, memberships } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import {
  countAll,
  filterBoolean,
  filterIds,
  filterText,
  MAX_PAGE_SIZE,
  orderByOf,
  pagedSearch,
  pageWindow,
  totalPagesOf,
} from './search.ts';

const req = (over: Partial<SearchRequest> = {}) => SearchRequest.parse(over);

describe('pageWindow', () => {
  it('turns the exclusive [startIndex, endIndex) window into offset and limit, capped at 100', () => {
    expect(pageWindow(req())).toEqual({ offset: 0, limit: 100 });
    expect(pageWindow(req({ startIndex: 25, endIndex: 50 }))).toEqual({ offset: 25, limit: 25 });
    expect(pageWindow(req({ startIndex: 0, endIndex: 300 }))).toEqual({ offset: 0, limit: MAX_PAGE_SIZE });
    expect(pageWindow(req({ startIndex: 10, endIndex: 5 }))).toEqual({ offset: 10, limit: 0 });
  });

  it('counts pages of the window size', () => {
    expect(totalPagesOf(0, 25)).toBe(0);
    expect(totalPagesOf(26, 25)).toBe(2);
    expect(totalPagesOf(25, 25)).toBe(1);
    expect(totalPagesOf(10, 0)).toBe(0);
  });
});

describe('orderByOf', () => {
  const fallback = { defaults: [asc(accounts.firstName)], tiebreaker: memberships.id };
  it('accepts whitelisted properties in any case and always ends on the tiebreaker', () => {
    const order = orderByOf([{ property: 'FirstName', ascending: false }], { firstName: accounts.firstName }, fallback);
    expect(order).toHaveLength(2);
    expect(orderByOf([], { firstName: accounts.firstName }, fallback)).toHaveLength(2);
  });

  it('refuses a property outside the whitelist with a 422 naming it', () => {
    try {
      orderByOf([{ property: 'passwordHash', ascending: true }], { firstName: accounts.firstName }, fallback);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(422);
      expect((e as AppError).messages[0]).toMatchObject({ id: 'VAL_INVALID', field: 'sorts.0.property' });
    }
  });
});

describe('filters', () => {
  const id = '0b8a3c4e-7f6d-4a2b-9c1d-2e3f4a5b6c7d';
  it('reads ids, booleans and text, and refuses malformed ones', () => {
    expect(filterIds(req({ filters: { 'person-id': [id], 'person-ids': [id] } }), 'person-ids', 'person-id')).toEqual([
      id,
    ]);
    expect(filterIds(req(), 'excluded-ids')).toBeUndefined();
    expect(() => filterIds(req({ filters: { 'excluded-ids': ['nope'] } }), 'excluded-ids')).toThrow(AppError);
    expect(filterBoolean(req({ filters: { 'has-license': ['TRUE'] } }), 'has-license')).toBe(true);
    expect(filterBoolean(req({ filters: { 'has-license': ['false'] } }), 'has-license')).toBe(false);
    expect(() => filterBoolean(req({ filters: { 'has-license': ['maybe'] } }), 'has-license')).toThrow(AppError);
    expect(filterText(req({ filters: { 'text-search': ['  ', ' ann '] } }))).toBe('ann');
    expect(filterText(req({ filters: { 'text-search': [' '] } }))).toBeUndefined();
  });
});

describe('pagedSearch on a real database', () => {
  let t: TestApp;
  let orgId = '';
  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrg(t.ctx.db);
    orgId = org.id;
    // A ready hash: argon2 is slow on purpose and these accounts never sign in.
    for (const name of ['Cara', 'Abe', 'Bea', 'Dan', 'Eve']) {
      await addMember(t.ctx.db, org, await createAccount(t.ctx.db, { firstName: name, passwordHash: 'x' }), 'Member');
    }
  });
  afterAll(() => t.close());

  const search = (request: SearchRequest) => {
    const where = eq(memberships.orgId, orgId);
    return pagedSearch(request, {
      sortable: { firstName: accounts.firstName },
      defaultSort: [asc(accounts.firstName)],
      tiebreaker: memberships.id,
      rows: ({ orderBy, limit, offset }) =>
        t.ctx.db
          .select({ name: accounts.firstName })
          .from(memberships)
          .innerJoin(accounts, eq(accounts.id, memberships.accountId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async () => {
        const [row] = await t.ctx.db.select({ n: countAll() }).from(memberships).where(where);
        return row?.n ?? 0;
      },
    });
  };

  it('pages in order and counts only when asked', async () => {
    const first = await search(req({ startIndex: 0, endIndex: 2, includeTotalCount: true }));
    expect(first).toEqual({ items: [{ name: 'Abe' }, { name: 'Bea' }], totalCount: 5, totalPages: 3 });
    const last = await search(req({ startIndex: 4, endIndex: 6, includeTotalCount: true }));
    expect(last.items).toEqual([{ name: 'Eve' }]);
    const uncounted = await search(req({ sorts: [{ property: 'firstName', ascending: false }], endIndex: 2 }));
    expect(uncounted).toEqual({ items: [{ name: 'Eve' }, { name: 'Dan' }], totalCount: 0, totalPages: 0 });
  });
});
