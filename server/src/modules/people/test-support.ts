import type { Role } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { addMember, createAccount, type MembershipRow, type OrgRow } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { invitations, memberships, organizations } from '../../db/schema/index.ts';
import { caller, type Method } from '../meetings/test-support.ts';

// Shared by the people tests: calls, a look at the stored rows, and people who never sign in.

export { type Emitted, recordEvents } from '../issues/test-support.ts';
export { createTeam, type Team } from '../meetings/test-support.ts';

export type Response = Awaited<ReturnType<ReturnType<typeof caller>>>;

export const callerOf =
  (t: TestApp) =>
  (method: Method, url: string, cookie: string, payload?: object): Promise<Response> =>
    caller(t)(method, url, cookie, payload);

/** The first message of a refusal: what the user is told. */
export const firstMessage = (res: Response) => res.json().messages?.[0];

export async function membershipRow(t: TestApp, personId: string): Promise<MembershipRow | undefined> {
  const [row] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, personId));
  return row;
}

export async function orgRow(t: TestApp, orgId: string): Promise<OrgRow | undefined> {
  const [row] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, orgId));
  return row;
}

/**
 * A person of the organization who never signs in in the test (a ready hash: argon2 is slow on purpose),
 * joined unless `invited`, then with a pending invitation like the invitation work makes.
 */
export async function quietPerson(
  t: TestApp,
  org: Pick<OrgRow, 'id'>,
  role: Role,
  opts: { invited?: boolean; isImplementer?: boolean; email?: string; firstName?: string; lastName?: string } = {},
): Promise<{ person: MembershipRow; invitationId: string | null }> {
  const account = await createAccount(t.ctx.db, {
    passwordHash: 'x',
    email: opts.email,
    firstName: opts.firstName,
    lastName: opts.lastName,
  });
  const person = await addMember(t.ctx.db, org, account, role, {
    joinedAt: opts.invited ? null : new Date(),
    isImplementer: opts.isImplementer ?? false,
  });
  if (!opts.invited) return { person, invitationId: null };
  const [invitation] = await t.ctx.db
    .insert(invitations)
    .values({
      orgId: org.id,
      personId: person.id,
      email: account.email,
      role,
      isImplementer: opts.isImplementer ?? false,
      keyHash: 'never mailed',
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    .returning();
  return { person, invitationId: invitation?.id ?? null };
}

export async function invitationRow(t: TestApp, invitationId: string) {
  const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, invitationId));
  return row;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
