import { countLicenses, defaultPermissions, type Role } from '@eos/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, memberships, organizations, orgBilling } from '../../db/schema/index.ts';
import { findBilling, oneAtATime, providerFor } from '../billing/service.ts';

// Seats (001 §6, 002 §6): the paid licenses the subscription charges for, and the Free Observers a
// canceled or failed subscription turns everyone but the Owner into.

/** The roles a seat is paid for (domain isPaidPerson decides with the free domains). */
const PAID_ROLES: Role[] = ['Admin', 'Manager', 'Member'];

/**
 * Paid and free licenses of the organization, everyone invited or joined. Someone a canceled
 * subscription made a Free Observer counts with the role they get back when it is paid again, so the
 * checkout charges for the team it restores.
 */
export async function countSeats(db: DbOrTx, orgId: string): Promise<{ paid: number; free: number }> {
  const [org] = await db
    .select({ freeDomains: organizations.freeDomains })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const rows = await db
    .select({
      role: memberships.role,
      suspendedRole: memberships.billingSuspendedRole,
      isImplementer: memberships.isImplementer,
      email: accounts.email,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.orgId, orgId));
  const people = rows.map((r) => ({
    role: (r.suspendedRole ?? r.role) as Role,
    email: r.email,
    isImplementer: r.isImplementer,
  }));
  return countLicenses(people, org?.freeDomains ?? []);
}

/**
 * 002 §6 'A canceled or failed subscription turns other users into Free Observers': each paid role
 * but the Owner's becomes Observer, the role kept in billing_suspended_role. Answers who changed.
 */
export async function suspendPaidPeople(tx: DbOrTx, orgId: string) {
  return tx
    .update(memberships)
    .set({
      billingSuspendedRole: memberships.role,
      role: 'Observer',
      hasLicense: false,
      permissions: defaultPermissions('Observer'),
    })
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.role, PAID_ROLES)))
    .returning({ id: memberships.id, accountId: memberships.accountId, joinedAt: memberships.joinedAt });
}

/** The organization pays again: everyone suspendPaidPeople changed gets their role back. */
export async function restorePaidPeople(tx: DbOrTx, orgId: string) {
  const suspended = await tx
    .select({ id: memberships.id, role: memberships.billingSuspendedRole })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), isNotNull(memberships.billingSuspendedRole)));
  const restored = [];
  for (const { id, role } of suspended) {
    const back = (role ?? 'Member') as Role;
    const [row] = await tx
      .update(memberships)
      .set({ role: back, hasLicense: true, permissions: defaultPermissions(back), billingSuspendedRole: null })
      .where(and(eq(memberships.orgId, orgId), eq(memberships.id, id)))
      .returning({ id: memberships.id, accountId: memberships.accountId, joinedAt: memberships.joinedAt });
    if (row) restored.push(row);
  }
  return restored;
}

/** Subscription statuses whose seat count the provider charges and so follows the licenses. */
const CHARGING = ['Active', 'PendingCancellation'];

/**
 * The provider's seat count follows the paid licenses (issue 20 item 7: licenses never exceed what is
 * paid for; the change is prorated on the next invoice). Called after any change of people.
 */
export async function syncSeats(ctx: AppContext, orgId: string): Promise<void> {
  if (!ctx.payments) return;
  await oneAtATime(orgId, async () => {
    const billing = await findBilling(ctx, orgId);
    if (!billing?.subscriptionId) return;
    const [org] = await ctx.db
      .select({ status: organizations.subscriptionStatus })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    if (!org || !CHARGING.includes(org.status)) return;
    const { paid } = await countSeats(ctx.db, orgId);
    // A subscription has at least one seat: the Owner alone keeps paying the minimum until they cancel.
    const quantity = Math.max(1, paid);
    if (quantity === billing.seats) return;
    await providerFor(ctx, orgId).updateQuantity(billing.subscriptionId, quantity);
    await ctx.db.update(orgBilling).set({ seats: quantity, updatedAt: new Date() }).where(eq(orgBilling.orgId, orgId));
  });
}

/** After commit of a people change: the seats follow, without holding up the answer. */
export function seatsChanged(ctx: AppContext, orgId: string): void {
  if (!ctx.payments) return;
  syncSeats(ctx, orgId).catch((err: unknown) => {
    ctx.log.error({ err, orgId }, 'seat count could not be sent to the payment provider');
  });
}
