// @module-tag postgres
// Attack check (3): what a list shows and what the entity cache loads agree. For every kind with a
// search route and a `GET {type}s?ids=` batch load (Rocks, To-Dos, Issues, Headlines, meetings,
// people, notifications), over random organizations made by fast-check (people of every role, invited
// ones, meetings with random invitees and favourites, items with random owners, meetings, personal
// flags and every status, cleared headlines, read and removed notifications, and a second
// organization whose ids are thrown in), as the Owner, a Member and an Observer:
//   - each item a random search returns (random filters, sorts and pages) is what GET ?ids= returns
//     for its id, field for field;
//   - GET ?ids= of every id in the database returns exactly what the caller may see (another org's,
//     someone else's personal To-Do, someone else's notification: never), and a search over every
//     status finds exactly what the kind lists.
import { ColorTags, IssueStatuses, ReviewStatuses, RockStatuses, type Role, Scopes, TodoStatuses } from '@eos/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headlines as headlinesTable,
  issues as issuesTable,
  meetingFavorites,
  meetings as meetingsTable,
  memberships,
  notifications as notificationsTable,
  rocks as rocksTable,
  todos as todosTable,
} from '../../src/db/schema/index.ts';
import { signIn } from '../auth-helpers.ts';
import {
  addMember,
  createAccount,
  createHeadline,
  createIssue,
  createMeeting,
  createOrg,
  createRock,
  createTodo,
} from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

const DATASETS = 8;
const SEARCHES_PER_KIND = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WORDS = ['alpha', 'beta', 'gamma', 'Delta', 'ep_si%lon'] as const;

// ---- The random organization -------------------------------------------------------------------

const itemArb = <S extends string>(statuses: readonly S[]) =>
  fc.record({
    owner: fc.nat(20),
    meeting: fc.nat(20),
    status: fc.constantFrom(...statuses),
    word: fc.constantFrom(...WORDS),
  });

const datasetArb = fc.record({
  extraMembers: fc.nat(2),
  invited: fc.boolean(),
  meetings: fc.array(
    fc.record({
      invitees: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      owner: fc.nat(20),
      colorTag: fc.constantFrom(...ColorTags),
      favoriteOf: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      word: fc.constantFrom(...WORDS),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  todos: fc.array(fc.record({ item: itemArb(TodoStatuses), personal: fc.boolean() }), { maxLength: 12 }),
  issues: fc.array(itemArb(IssueStatuses), { maxLength: 8 }),
  headlines: fc.array(fc.record({ item: itemArb(ReviewStatuses), cleared: fc.boolean() }), { maxLength: 8 }),
  rocks: fc.array(
    fc.record({
      item: itemArb(RockStatuses),
      type: fc.constantFrom(...Scopes),
      meetings: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    }),
    { maxLength: 6 },
  ),
  notifications: fc.array(
    fc.record({ to: fc.nat(20), isRead: fc.boolean(), isRemoved: fc.boolean(), isActioned: fc.boolean() }),
    { maxLength: 8 },
  ),
});
type Dataset = typeof datasetArb extends fc.Arbitrary<infer D> ? D : never;

interface Caller {
  role: Role;
  personId: string;
  cookie: string;
}

interface Built {
  orgId: string;
  callers: Caller[];
  personIds: string[];
  meetingIds: string[];
}

let made = 0;
const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

async function build(d: Dataset): Promise<Built> {
  const db = t.ctx.db;
  made += 1;
  const org = await createOrg(db, { name: `Agreement ${made}` });
  const person = async (role: Role, joined = true) => {
    const account = await createAccount(db, { passwordHash: 'x', firstName: at(WORDS, made + role.length) });
    const m = await addMember(db, org, account, role, { isDefault: true, joinedAt: joined ? new Date() : null });
    return { m, cookie: joined ? (await signIn(t, account.id)).cookie : '' };
  };
  const owner = await person('Owner');
  const member = await person('Member');
  const observer = await person('Observer');
  const people = [owner, member, observer];
  for (let i = 0; i < d.extraMembers; i++) people.push(await person(i % 2 ? 'Manager' : 'Admin'));
  if (d.invited) people.push(await person('Member', false));
  const personIds = people.map((p) => p.m.id);

  const meetingIds: string[] = [];
  const inviteesOf = new Map<string, string[]>();
  for (const [i, spec] of d.meetings.entries()) {
    const ownerId = at(personIds, spec.owner);
    const inviteeIds = personIds.filter((_, j) => spec.invitees[j % 6]);
    const row = await createMeeting(db, {
      orgId: org.id,
      ownerId,
      inviteeIds,
      colorTag: spec.colorTag,
      title: `${spec.word} meeting ${made}-${i}`,
    });
    meetingIds.push(row.id);
    inviteesOf.set(row.id, [...new Set([ownerId, ...inviteeIds])]);
    const favs = [owner, member, observer].filter((_, j) => spec.favoriteOf[j]);
    if (favs.length) {
      await db
        .insert(meetingFavorites)
        .values(favs.map((p) => ({ orgId: org.id, meetingId: row.id, personId: p.m.id })));
    }
  }
  // Meeting items are owned by people invited to their meeting, as the API insists.
  const placed = (item: { owner: number; meeting: number }) => {
    const tractionId = at(meetingIds, item.meeting);
    return { tractionId, ownerId: at(inviteesOf.get(tractionId) ?? [], item.owner) };
  };
  for (const { item, personal } of d.todos) {
    const where = placed(item);
    await createTodo(db, {
      orgId: org.id,
      ownerId: personal ? at(personIds, item.owner) : where.ownerId,
      tractionId: personal ? null : where.tractionId,
      status: item.status,
      title: `${item.word} to-do`,
      completedAt: item.status === 'Done' ? new Date() : null,
    });
  }
  for (const item of d.issues) {
    await createIssue(db, { orgId: org.id, ...placed(item), status: item.status, title: `${item.word} issue` });
  }
  for (const { item, cleared } of d.headlines) {
    const row = await createHeadline(db, {
      orgId: org.id,
      ...placed(item),
      status: item.status,
      title: `${item.word} headline`,
    });
    if (cleared) {
      await db.update(headlinesTable).set({ clearedAt: new Date() }).where(eq(headlinesTable.id, row.id));
    }
  }
  for (const rock of d.rocks) {
    const where = placed(rock.item);
    const extra = meetingIds.filter((_, j) => rock.meetings[j]);
    await createRock(db, {
      orgId: org.id,
      ownerId: where.ownerId,
      tractionIds: [where.tractionId, ...extra.filter((id) => inviteesOf.get(id)?.includes(where.ownerId))],
      status: rock.item.status,
      type: rock.type,
      title: `${rock.item.word} rock`,
    });
  }
  for (const n of d.notifications) {
    await db.insert(notificationsTable).values({
      orgId: org.id,
      recipientId: at([owner, member, observer], n.to).m.id,
      actorId: at(personIds, n.to + 1),
      type: 'TodoAssigned',
      messageKey: 'NOTIF_TODO_ASSIGNED',
      messageParams: ['Someone', 'Seeded'],
      isRead: n.isRead,
      isRemoved: n.isRemoved,
      isActioned: n.isActioned,
    });
  }
  const callers = [owner, member, observer].map((p) => ({
    role: p.m.role as Role,
    personId: p.m.id,
    cookie: p.cookie,
  }));
  return { orgId: org.id, callers, personIds, meetingIds };
}

// ---- The kinds ---------------------------------------------------------------------------------

type Filters = Record<string, string[]>;
type Row = Record<string, unknown> & { id: string };

interface Kind {
  name: string;
  searches: string[];
  get: string;
  sortable: string[];
  /** Every row of the kind in the database (both organizations). */
  all(): Promise<Row[]>;
  /** Who may see which row: what GET ?ids= must return, whatever ids it is given. */
  visible(row: Row, c: Caller, b: Built): boolean;
  /** What a search over every status lists (a subset of visible: removed or cleared ones may be left out). */
  listed(row: Row, c: Caller, b: Built): boolean;
  /** The filters that ask for every status. */
  everything: Filters;
  /** Random filters a client could send. */
  filters(g: fc.GeneratorValue, b: Built): Filters;
}

const some = <T>(g: fc.GeneratorValue, list: readonly T[]): T[] =>
  g(fc.subarray, [...list], { minLength: 1 }) as unknown as T[];

/** Filters every item list shares: meetings, owners, excluded owners, text. */
function itemFilters(g: fc.GeneratorValue, b: Built, statuses: readonly string[]): Filters {
  const f: Filters = {};
  if (g(fc.boolean)) f['traction-id'] = some(g, b.meetingIds);
  if (g(fc.boolean)) f['owner-id'] = some(g, b.personIds);
  if (g(fc.boolean)) f['excluded-owner-ids'] = some(g, b.personIds);
  if (g(fc.boolean)) f.status = some(g, statuses);
  if (g(fc.boolean)) f['text-search'] = [g(fc.constantFrom, ...WORDS, 'a', 'ALPHA', '%')];
  return f;
}

const sameOrg = (row: Row, b: Built) => row.orgId === b.orgId;

const kinds: Kind[] = [
  {
    name: 'To-Dos',
    searches: ['/todos/search'],
    get: '/todos',
    sortable: ['dueDate', 'title', 'created'],
    all: () => t.ctx.db.select().from(todosTable) as Promise<Row[]>,
    visible: (r, c, b) =>
      sameOrg(r, b) && r.status !== 'Removed' && (r.tractionId !== null || r.ownerId === c.personId),
    listed: (r, c, b) => sameOrg(r, b) && r.status !== 'Removed' && (r.tractionId !== null || r.ownerId === c.personId),
    everything: { status: TodoStatuses.filter((s) => s !== 'Removed') },
    filters: (g, b) => {
      const f = itemFilters(g, b, TodoStatuses);
      if (g(fc.boolean)) f.personal = [g(fc.constantFrom, 'true', 'false')];
      return f;
    },
  },
  {
    name: 'Issues',
    searches: ['/issues/search'],
    get: '/issues',
    sortable: ['rank', 'title', 'created'],
    all: () => t.ctx.db.select().from(issuesTable) as Promise<Row[]>,
    visible: (r, _c, b) => sameOrg(r, b),
    listed: (r, _c, b) => sameOrg(r, b),
    everything: { status: [...IssueStatuses] },
    filters: (g, b) => itemFilters(g, b, IssueStatuses),
  },
  {
    name: 'Headlines',
    searches: ['/headlines/search'],
    get: '/headlines',
    sortable: ['title', 'created', 'status'],
    all: () => t.ctx.db.select().from(headlinesTable) as Promise<Row[]>,
    visible: (r, _c, b) => sameOrg(r, b),
    listed: (r, _c, b) => sameOrg(r, b) && r.clearedAt === null,
    everything: { status: [...ReviewStatuses] },
    filters: (g, b) => {
      const f = itemFilters(g, b, ReviewStatuses);
      if (!f.status && g(fc.boolean)) f['headline-status'] = some(g, ReviewStatuses);
      return f;
    },
  },
  {
    name: 'Rocks',
    searches: ['/rocks/search'],
    get: '/rocks',
    sortable: ['dueDate', 'title', 'created'],
    all: () => t.ctx.db.select().from(rocksTable) as Promise<Row[]>,
    visible: (r, _c, b) => sameOrg(r, b),
    listed: (r, _c, b) => sameOrg(r, b),
    everything: {},
    filters: (g, b) => {
      const f = itemFilters(g, b, RockStatuses);
      if (g(fc.boolean)) f.type = some(g, Scopes);
      return f;
    },
  },
  {
    name: 'meetings',
    searches: ['/meetings/search/detail', '/meeting-detail-selector', '/my-meetings'],
    get: '/meetings',
    sortable: ['title', 'nextDate', 'created'],
    all: () => t.ctx.db.select().from(meetingsTable) as Promise<Row[]>,
    visible: (r, _c, b) => sameOrg(r, b),
    listed: (r, _c, b) => sameOrg(r, b),
    everything: {},
    filters: (g, b) => {
      const f: Filters = {};
      if (g(fc.boolean)) f['color-tag'] = some(g, ColorTags);
      if (g(fc.boolean)) f['is-favorite'] = [g(fc.constantFrom, 'true', 'false')];
      if (g(fc.boolean)) f['excluded-ids'] = some(g, b.meetingIds);
      if (g(fc.boolean)) f['person-ids'] = some(g, b.personIds);
      if (g(fc.boolean)) f['text-search'] = [g(fc.constantFrom, ...WORDS)];
      return f;
    },
  },
  {
    name: 'people',
    searches: ['/people/search', '/person-picker-list'],
    get: '/people',
    sortable: ['firstName', 'lastName', 'email', 'role', 'created'],
    all: () => t.ctx.db.select().from(memberships) as Promise<Row[]>,
    visible: (r, _c, b) => sameOrg(r, b),
    listed: (r, _c, b) => sameOrg(r, b),
    everything: {},
    filters: (g, b) => {
      const f: Filters = {};
      if (g(fc.boolean)) f['excluded-ids'] = some(g, b.personIds);
      if (g(fc.boolean)) f['has-license'] = [g(fc.constantFrom, 'true', 'false')];
      if (g(fc.boolean)) f['has-role'] = some(g, ['Owner', 'Admin', 'Manager', 'Member', 'Observer']);
      if (g(fc.boolean)) f['has-accepted-invite'] = [g(fc.constantFrom, 'true', 'false')];
      if (g(fc.boolean)) f['traction-ids'] = some(g, b.meetingIds);
      if (g(fc.boolean)) f['text-search'] = [g(fc.constantFrom, ...WORDS, 'example.com')];
      return f;
    },
  },
  {
    name: 'notifications',
    searches: ['/notification-center/search'],
    get: '/notification-center',
    sortable: ['createdAt', 'created'],
    all: () => t.ctx.db.select().from(notificationsTable) as Promise<Row[]>,
    visible: (r, c, b) => sameOrg(r, b) && r.recipientId === c.personId,
    listed: (r, c, b) => sameOrg(r, b) && r.recipientId === c.personId && r.isRemoved === false,
    everything: {},
    filters: (g): Filters => (g(fc.boolean) ? { 'is-read': [g(fc.constantFrom, 'true', 'false')] } : {}),
  },
];

// ---- The calls ---------------------------------------------------------------------------------

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers: { cookie }, payload });

async function getByIds(kind: Kind, cookie: string, ids: readonly string[]): Promise<Row[]> {
  const out: Row[] = [];
  for (let i = 0; i < ids.length; i += 400) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2${kind.get}?ids=${ids.slice(i, i + 400).join(',')}`,
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`GET ${kind.get}: ${res.statusCode} ${res.body}`);
    out.push(...(res.json() as Row[]));
  }
  return out;
}

async function searchAll(url: string, cookie: string, filters: Filters): Promise<Row[]> {
  const res = await post(url, cookie, { startIndex: 0, endIndex: 100, filters });
  if (res.statusCode !== 200) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json().items;
}

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id).sort();
const byId = (rows: readonly Row[]) => new Map(rows.map((r) => [r.id, r]));

describe('(3) list/get agreement', () => {
  it('every search agrees with GET ?ids= for the same caller', { timeout: 240_000 }, async () => {
    // Another organization's rows, whose ids every GET below is handed too.
    await build(fc.sample(datasetArb, { numRuns: 1, seed: 42 })[0] as Dataset);
    let searches = 0;
    const disagreements: string[] = [];
    await fc.assert(
      fc.asyncProperty(datasetArb, fc.gen(), async (d, g) => {
        const b = await build(d);
        for (const kind of kinds) {
          const every = await kind.all();
          for (const caller of b.callers) {
            const who = `${kind.name} as ${caller.role}`;
            // Visibility: GET ?ids= of every id there is.
            const got = await getByIds(
              kind,
              caller.cookie,
              every.map((r) => r.id),
            );
            const expected = every.filter((r) => kind.visible(r, caller, b));
            if (ids(got).join() !== ids(expected).join()) {
              disagreements.push(`${who}: GET of every id gave ${got.length}, may see ${expected.length}`);
            }
            const cached = byId(got);
            // What a search over every status lists is what the kind lists, all of it in the cache.
            for (const url of kind.searches.slice(0, 1)) {
              const listed = await searchAll(url, caller.cookie, kind.everything);
              searches += 1;
              const want = every.filter((r) => kind.listed(r, caller, b));
              if (ids(listed).join() !== ids(want).join()) {
                disagreements.push(`${who}: ${url} over every status gave ${listed.length}, lists ${want.length}`);
              }
            }
            // Random searches: each item equals the cache's, field for field.
            for (let i = 0; i < SEARCHES_PER_KIND; i++) {
              const url = g(fc.constantFrom, ...kind.searches);
              const filters = kind.filters(g, b);
              const sorts = g(fc.boolean)
                ? [{ property: g(fc.constantFrom, ...kind.sortable), ascending: g(fc.boolean) }]
                : [];
              const startIndex = g(fc.nat, 5);
              const endIndex = startIndex + g(fc.integer, { min: 0, max: 30 });
              const res = await post(url, caller.cookie, {
                startIndex,
                endIndex,
                filters,
                sorts,
                includeTotalCount: true,
              });
              searches += 1;
              if (res.statusCode !== 200) {
                disagreements.push(`${who}: ${url} ${JSON.stringify(filters)} answered ${res.statusCode}`);
                continue;
              }
              const items = res.json().items as Row[];
              const loaded = byId(await getByIds(kind, caller.cookie, ids(items)));
              for (const item of items) {
                const same = loaded.get(item.id);
                if (!same) disagreements.push(`${who}: ${url} lists ${item.id}, GET ?ids= leaves it out`);
                else if (JSON.stringify(same) !== JSON.stringify(item)) {
                  disagreements.push(`${who}: ${url} and GET differ on ${item.id}`);
                  expect(same).toEqual(item);
                }
                if (!cached.has(item.id)) disagreements.push(`${who}: ${url} lists ${item.id} it may not see`);
              }
            }
          }
        }
        expect(disagreements).toEqual([]);
      }),
      { numRuns: DATASETS, endOnFailure: true },
    );
    expect(disagreements).toEqual([]);
    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    recordFigure(
      3,
      `list/get agreement (${db})`,
      `${DATASETS} random datasets × ${searches} searches over ${kinds.length} kinds as Owner, Member and Observer: 0 disagreements`,
    );
  });
});
