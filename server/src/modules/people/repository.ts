import type { SearchRequest } from '@eos/domain';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { accounts, invitations, meetingInvitees, meetings, memberships } from '../../db/schema/index.ts';
import { findInOrg } from '../../lib/org-scoped.ts';
import {
  containsText,
  countAll,
  filterBoolean,
  filterIds,
  filterText,
  filterValues,
  pagedSearch,
  type SearchPage,
} from '../../lib/search.ts';
import type { MembershipRow } from '../orgs/repository.ts';

/** The open invitation of someone who has not joined yet, as the person query reads it (JSON). */
export interface PersonInvitationRow {
  id: string;
  status: string;
  sentAt: string | null;
  expiresAt: string;
}

/**
 * A person is a membership (its id is the person id) seen with its account's name and email. Usable in
 * any query that joins memberships and accounts: the leadership-team flag and the open invitation are
 * correlated subqueries on indexes that start with org_id, and the invitation is only looked up for
 * people who have not joined.
 */
export const personFields = {
  id: memberships.id,
  userId: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  avatarUrl: accounts.avatarUrl,
  role: memberships.role,
  hasLicense: memberships.hasLicense,
  joinedAt: memberships.joinedAt,
  isImplementer: memberships.isImplementer,
  permissions: memberships.permissions,
  isLeadershipTeam: sql<boolean>`exists (select 1 from ${meetingInvitees} inner join ${meetings} on ${meetings.id} = ${meetingInvitees.meetingId} where ${meetingInvitees.orgId} = ${memberships.orgId} and ${meetingInvitees.personId} = ${memberships.id} and ${meetings.isLT})`,
  invitation: sql<PersonInvitationRow | null>`case when ${memberships.joinedAt} is null then (select json_build_object('id', ${invitations.id}, 'status', case when ${invitations.expiresAt} < now() then 'Expired' else ${invitations.status} end, 'sentAt', ${invitations.sentAt}, 'expiresAt', ${invitations.expiresAt}) from ${invitations} where ${invitations.orgId} = ${memberships.orgId} and ${invitations.personId} = ${memberships.id} and ${invitations.status} = 'Pending' limit 1) end`,
};
export type PersonRow = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  role: string;
  hasLicense: boolean;
  joinedAt: Date | null;
  isImplementer: boolean;
  permissions: string[];
  isLeadershipTeam: boolean;
  invitation: PersonInvitationRow | null;
};

const fullName = sql`(${accounts.firstName} || ' ' || ${accounts.lastName})`;

/** A page's owners are read on every list request: prepared, one statement whatever the number of ids. */
const peopleByIds = prepared((db) =>
  db
    .select(personFields)
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(
        eq(memberships.orgId, sql.placeholder('orgId')),
        sql`${memberships.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(memberships.id))
    .prepare('find_people'),
);

/** The people of an organization among the given ids; ids of other organizations are left out. */
export async function findPeople(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return peopleByIds(db).execute({ orgId, ids: [...new Set(ids)] });
}

/** The ids among `ids` that are not people of the organization (for "all must belong" checks). */
export async function idsOutsideOrg(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.id, unique)));
  const inOrg = new Set(found.map((r) => r.id));
  return unique.filter((id) => !inOrg.has(id));
}

/** The WHERE of people/search and person-picker-list: always the org first, then each filter sent. */
function peopleWhere(db: DbOrTx, orgId: string, request: SearchRequest): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(memberships.orgId, orgId)];
  const excluded = filterIds(request, 'excluded-ids');
  if (excluded) where.push(notInArray(memberships.id, excluded));
  const licensed = filterBoolean(request, 'has-license');
  if (licensed !== undefined) where.push(eq(memberships.hasLicense, licensed));
  const roles = filterValues(request, 'has-role');
  if (roles) where.push(inArray(memberships.role, roles));
  const accepted = filterBoolean(request, 'has-accepted-invite');
  if (accepted !== undefined) where.push(accepted ? isNotNull(memberships.joinedAt) : isNull(memberships.joinedAt));
  const meetingIds = filterIds(request, 'traction-ids', 'traction-id');
  if (meetingIds) {
    const invitees = db
      .select({ id: meetingInvitees.personId })
      .from(meetingInvitees)
      .where(and(eq(meetingInvitees.orgId, orgId), inArray(meetingInvitees.meetingId, meetingIds)));
    where.push(inArray(memberships.id, invitees));
  }
  const text = filterText(request);
  if (text) {
    where.push(
      or(
        containsText(accounts.firstName, text),
        containsText(accounts.lastName, text),
        containsText(fullName, text),
        containsText(accounts.email, text),
      ),
    );
  }
  return and(...where);
}

export async function searchPeople(db: DbOrTx, orgId: string, request: SearchRequest): Promise<SearchPage<PersonRow>> {
  const where = peopleWhere(db, orgId, request);
  return pagedSearch(request, {
    sortable: {
      firstName: sql`lower(${accounts.firstName})`,
      lastName: sql`lower(${accounts.lastName})`,
      email: accounts.email,
      role: memberships.role,
      created: memberships.createdAt,
    },
    defaultSort: [asc(sql`lower(${accounts.firstName})`), asc(sql`lower(${accounts.lastName})`)],
    tiebreaker: memberships.id,
    rows: ({ orderBy, limit, offset }) =>
      db
        .select(personFields)
        .from(memberships)
        .innerJoin(accounts, eq(accounts.id, memberships.accountId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ n: countAll() })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.id, memberships.accountId))
        .where(where);
      return row?.n ?? 0;
    },
  });
}

/** A person's membership row in that organization (another organization's id reads as missing). */
export function findMembership(db: DbOrTx, orgId: string, personId: string): Promise<MembershipRow | null> {
  return findInOrg(db, memberships, orgId, personId);
}

/**
 * Everyone holding a license (GET org/paid-users), invited or joined, by first name as the license
 * count reads them (002 §7).
 */
export async function listLicensedPeople(db: DbOrTx, orgId: string): Promise<PersonRow[]> {
  return db
    .select(personFields)
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.hasLicense, true)))
    .orderBy(asc(sql`lower(${accounts.firstName})`), asc(sql`lower(${accounts.lastName})`), asc(memberships.id));
}
