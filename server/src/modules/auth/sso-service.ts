import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, identities } from '../../db/schema/index.ts';
import type { OidcProfile } from '../../integrations/oidc.ts';
import { AppError } from '../../lib/errors.ts';
import type { NewSession } from '../../lib/session-store.ts';
import { openSession } from './session.ts';
import { createChallenge, hasTwoStep } from './two-step.ts';

export const ssoFailed = () => new AppError('badRequest', 'ERR_SSO_FAILED');

export interface SsoSignIn {
  /** The new session, or nothing while the account's second step is pending (`twoStepToken`). */
  session?: NewSession;
  twoStepToken?: string;
  email: string;
  isPolicyAccepted: boolean;
}

/**
 * Finds the account of a provider identity (issuer + subject), else links the account holding the
 * same address, but only when the provider vouches for it (email_verified): an unverified claim
 * would let anyone take over an account by typing its address at their provider. Else creates an
 * account without a password, whose owner accepts the policy next (/register-sso). An account an
 * invitation made for the address (unclaimed) is linked the same way and becomes theirs, with the
 * provider's names; its memberships stay pending until accepted from their invitations. An account
 * with two-step verification on gets the pending second step instead of a session.
 */
export async function signInWithProfile(
  ctx: AppContext,
  request: FastifyRequest,
  profile: OidcProfile,
): Promise<SsoSignIn> {
  return ctx.db.transaction(async (tx) => {
    const byIdentity = and(eq(identities.issuer, profile.issuer), eq(identities.subject, profile.subject));
    let [identity] = await tx.select({ accountId: identities.accountId }).from(identities).where(byIdentity);
    if (!identity) {
      if (!profile.email) throw ssoFailed();
      const [existing] = await tx
        .select({ id: accounts.id, claimed: accounts.claimed })
        .from(accounts)
        .where(eq(accounts.email, profile.email));
      let accountId = existing?.id;
      if (existing && !profile.emailVerified) throw ssoFailed();
      if (existing && !existing.claimed) await claimForSso(tx, existing.id, profile);
      if (!accountId) {
        const [created] = await tx
          .insert(accounts)
          .values({
            email: profile.email,
            firstName: profile.firstName ?? '',
            lastName: profile.lastName ?? '',
            passwordHash: null,
            isPolicyAccepted: false,
          })
          .onConflictDoNothing({ target: accounts.email })
          .returning({ id: accounts.id });
        // Lost a race with a sign-up of the same address: let the user retry, which then links.
        if (!created) throw ssoFailed();
        accountId = created.id;
      }
      // Two callbacks for a new identity at once: the second finds the first's row.
      await tx
        .insert(identities)
        .values({ accountId, issuer: profile.issuer, subject: profile.subject, email: profile.email })
        .onConflictDoNothing();
      [identity] = await tx.select({ accountId: identities.accountId }).from(identities).where(byIdentity);
      if (!identity) throw ssoFailed();
    }
    const [account] = await tx
      .select({ email: accounts.email, isPolicyAccepted: accounts.isPolicyAccepted })
      .from(accounts)
      .where(eq(accounts.id, identity.accountId));
    if (!account) throw ssoFailed();
    // The provider's sign-in does not replace the account's own second step (docs/decisions.md).
    if (await hasTwoStep(tx, identity.accountId)) {
      return { twoStepToken: await createChallenge(tx, identity.accountId), ...account };
    }
    const session = await openSession(tx, request, identity.accountId);
    return { session, ...account };
  });
}

/** The unclaimed account becomes the provider user's; the policy is still theirs to accept (/register-sso). */
async function claimForSso(tx: DbOrTx, accountId: string, profile: OidcProfile): Promise<void> {
  await tx
    .update(accounts)
    .set({
      claimed: true,
      ...(profile.firstName ? { firstName: profile.firstName } : {}),
      ...(profile.lastName ? { lastName: profile.lastName } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(accounts.id, accountId), eq(accounts.claimed, false)));
}

/** The /register-sso form: names, and the policy the single sign-on user has not accepted yet. */
export async function completeSsoRegistration(
  ctx: AppContext,
  accountId: string,
  body: { firstName: string; lastName: string },
): Promise<void> {
  await ctx.db
    .update(accounts)
    .set({ firstName: body.firstName, lastName: body.lastName, isPolicyAccepted: true, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}
