import type { Role } from '@eos/domain';
import { AUTH } from '@eos/domain';
import { createSession } from '../src/lib/session-store.ts';
import {
  type AccountOptions,
  type AccountRow,
  addMember,
  createAccount,
  createOrg,
  type MembershipRow,
  type OrgRow,
} from './factories.ts';
import type { TestApp } from './harness.ts';

/** Signs an account in without the auth module: a real session row, and its Cookie header value. */
export async function signIn(
  t: Pick<TestApp, 'ctx'>,
  accountId: string,
): Promise<{ cookie: string; sessionId: string }> {
  const session = await createSession(t.ctx.db, accountId);
  return { cookie: `${AUTH.sessionCookie}=${session.token}`, sessionId: session.id };
}

export interface SignedInUser {
  account: AccountRow;
  org: OrgRow;
  membership: MembershipRow;
  cookie: string;
  sessionId: string;
}

/** A signed-in member of an organization (a new one unless given), the org as its default. */
export async function signedInMember(
  t: Pick<TestApp, 'ctx'>,
  opts: { role?: Role; org?: OrgRow; account?: AccountOptions } = {},
): Promise<SignedInUser> {
  const account = await createAccount(t.ctx.db, opts.account);
  const org = opts.org ?? (await createOrg(t.ctx.db, { createdBy: account }));
  const membership = await addMember(t.ctx.db, org, account, opts.role ?? 'Owner', { isDefault: true });
  const { cookie, sessionId } = await signIn(t, account.id);
  return { account, org, membership, cookie, sessionId };
}
