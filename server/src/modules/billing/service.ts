import {
  type BillingAddress as AddressInput,
  type BillingAddressView,
  isCardExpired,
  type PaymentProfile,
} from '@eos/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts, billingAddresses, memberships, organizations, orgBilling } from '../../db/schema/index.ts';
import type {
  BillingAddress,
  PaymentProvider,
  PaymentProfile as ProviderProfile,
} from '../../integrations/payments/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';

// Payment methods, their addresses and the account email (issue 20 item 3). The provider keeps the
// cards; we keep which customer an organization is (org_billing) and each card's address
// (billing_addresses). Every call goes through the organization's own customer: a card id is only found
// among that customer's cards, so another organization's card reads as missing (404).

type OrgBillingRow = typeof orgBilling.$inferSelect;

/**
 * The subscription statuses in which a card is still charged (paid and renewing, paid until the period
 * ends, or a failed renewal being retried): the last card cannot be removed then.
 */
export const CARD_NEEDED_STATUSES: readonly string[] = ['Active', 'PendingCancellation', 'Failed'];

/** The configured provider, scoped to the organization when it can be; 404 when billing is off. */
export function providerFor(ctx: AppContext, orgId: string): PaymentProvider {
  const provider = ctx.payments;
  if (!provider) throw notFound();
  return provider.forOrg?.(orgId) ?? provider;
}

const kindOf = (ctx: AppContext) => {
  if (!ctx.payments) throw notFound();
  return ctx.payments.kind;
};

/**
 * An organization's billing time (cards expiring, trials ending): with the sandbox, that organization's
 * clock, which tests and an Owner trying renewals move forward (null: real time, e.g. an organization
 * not made yet); else the real one.
 */
export const billingNow = (ctx: Pick<AppContext, 'sandboxClock'>, orgId: string | null) =>
  ctx.sandboxClock?.now(orgId) ?? new Date();

export function present(ctx: AppContext, orgId: string, profile: ProviderProfile): PaymentProfile {
  return {
    id: profile.id,
    cardType: profile.cardType,
    lastFour: profile.lastFour,
    expirationMonth: profile.expirationMonth,
    expirationYear: profile.expirationYear,
    isPrimary: profile.isPrimary,
    isExpired: isCardExpired(profile.expirationMonth, profile.expirationYear, billingNow(ctx, orgId)),
  };
}

/**
 * Card changes of one organization, one after another on this node (a double click on two cards' Delete
 * must not remove both when one has to stay). The provider's calls cannot share our transaction, so this
 * is the guard; two nodes changing the same organization's cards at the same instant are not serialised.
 */
const queues = new Map<string, Promise<unknown>>();
export function oneAtATime<T>(orgId: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(orgId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => {});
  queues.set(orgId, settled);
  void settled.then(() => {
    if (queues.get(orgId) === settled) queues.delete(orgId);
  });
  return run;
}

/** The organization's customer at the current provider, or null before its first billing call. */
export async function findBilling(ctx: AppContext, orgId: string): Promise<OrgBillingRow | null> {
  const [row] = await ctx.db
    .select()
    .from(orgBilling)
    .where(and(eq(orgBilling.orgId, orgId), eq(orgBilling.provider, kindOf(ctx))));
  return row ?? null;
}

async function ownerEmailAndName(ctx: AppContext, orgId: string): Promise<{ email: string; name: string }> {
  const [row] = await ctx.db
    .select({ email: accounts.email, name: organizations.name })
    .from(organizations)
    .innerJoin(memberships, and(eq(memberships.orgId, organizations.id), eq(memberships.role, 'Owner')))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(organizations.id, orgId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The organization's customer, made at the provider on first use with the account email given or else
 * the Owner's. Two first calls at once may both make one; the row written first wins and the other
 * customer stays unused at the provider (it has no card and is never charged). A customer of another
 * provider (the deployment changed BILLING_PROVIDER) is replaced: billing starts over.
 */
export async function ensureCustomer(ctx: AppContext, orgId: string, email?: string): Promise<OrgBillingRow> {
  const existing = await findBilling(ctx, orgId);
  if (existing) return existing;
  const kind = kindOf(ctx);
  const owner = await ownerEmailAndName(ctx, orgId);
  const accountEmail = email ?? owner.email;
  const { customerId } = await providerFor(ctx, orgId).createCustomer({ orgId, email: accountEmail, name: owner.name });
  const [row] = await ctx.db
    .insert(orgBilling)
    .values({ orgId, provider: kind, customerId, accountEmail })
    .onConflictDoUpdate({
      target: orgBilling.orgId,
      set: { provider: kind, customerId, accountEmail, updatedAt: new Date() },
      where: ne(orgBilling.provider, kind),
    })
    .returning();
  if (row) return row;
  const winner = await findBilling(ctx, orgId);
  if (!winner) throw new Error('org_billing row vanished');
  return winner;
}

/** POST subscription/customer: the account email, at the provider and here. */
export async function setAccountEmail(ctx: AppContext, orgId: string, email: string): Promise<void> {
  const billing = await findBilling(ctx, orgId);
  if (!billing) {
    await ensureCustomer(ctx, orgId, email);
    return;
  }
  if (billing.accountEmail === email) return;
  await providerFor(ctx, orgId).updateCustomerEmail(billing.customerId, email);
  await ctx.db
    .update(orgBilling)
    .set({ accountEmail: email, updatedAt: new Date() })
    .where(and(eq(orgBilling.orgId, orgId), eq(orgBilling.provider, billing.provider)));
}

export async function listCards(ctx: AppContext, orgId: string): Promise<ProviderProfile[]> {
  const billing = await findBilling(ctx, orgId);
  if (!billing) return [];
  return providerFor(ctx, orgId).listPaymentMethods(billing.customerId);
}

/** One of the organization's cards, with its customer; 404 for any other id. */
export async function ownCard(
  ctx: AppContext,
  orgId: string,
  paymentMethodId: string,
): Promise<{ billing: OrgBillingRow; card: ProviderProfile; cards: ProviderProfile[] }> {
  const billing = await findBilling(ctx, orgId);
  if (!billing) throw notFound();
  const cards = await providerFor(ctx, orgId).listPaymentMethods(billing.customerId);
  const card = cards.find((c) => c.id === paymentMethodId);
  if (!card) throw notFound();
  return { billing, card, cards };
}

/**
 * A checked address (domain's BillingAddress: the rules made street required, trimmed every field) as
 * the provider takes it: blank optional fields are null.
 */
export function providerAddress(address: AddressInput): BillingAddress {
  const optional = (value: string | null) => (value ? value : null);
  return {
    countryCode: address.countryCode,
    addressLine1: address.addressLine1 ?? '',
    addressLine2: optional(address.addressLine2),
    addressLine3: optional(address.addressLine3),
    city: optional(address.city),
    stateOrProvince: optional(address.stateOrProvince),
    postalCode: optional(address.postalCode),
  };
}

const addressColumns = (address: BillingAddress) => ({
  countryCode: address.countryCode,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2 ?? null,
  addressLine3: address.addressLine3 ?? null,
  city: address.city ?? null,
  stateOrProvince: address.stateOrProvince ?? null,
  postalCode: address.postalCode ?? null,
});

export async function saveAddress(
  ctx: AppContext,
  orgId: string,
  paymentMethodId: string,
  address: BillingAddress,
): Promise<void> {
  const columns = addressColumns(address);
  await ctx.db
    .insert(billingAddresses)
    .values({ orgId, paymentMethodId, ...columns })
    .onConflictDoUpdate({
      target: [billingAddresses.orgId, billingAddresses.paymentMethodId],
      set: { ...columns, updatedAt: new Date() },
    });
}

export async function readAddress(
  ctx: AppContext,
  orgId: string,
  paymentMethodId: string,
): Promise<BillingAddressView> {
  await ownCard(ctx, orgId, paymentMethodId);
  const [row] = await ctx.db
    .select()
    .from(billingAddresses)
    .where(and(eq(billingAddresses.orgId, orgId), eq(billingAddresses.paymentMethodId, paymentMethodId)));
  // A card added at the provider directly (Stripe's dashboard) has no address of ours.
  if (!row) throw notFound();
  return {
    countryCode: row.countryCode,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    city: row.city,
    stateOrProvince: row.stateOrProvince,
    postalCode: row.postalCode,
  };
}

/** POST payment/add: the card the token stands for, with its address; PaymentDeclined when refused. */
export async function addCard(
  ctx: AppContext,
  orgId: string,
  input: { token: string; address: AddressInput; isPrimary: boolean },
): Promise<ProviderProfile> {
  const address = providerAddress(input.address);
  return oneAtATime(orgId, async () => {
    const billing = await ensureCustomer(ctx, orgId);
    const profile = await providerFor(ctx, orgId).attachPaymentMethod(billing.customerId, input.token, {
      address,
      makePrimary: input.isPrimary,
    });
    await saveAddress(ctx, orgId, profile.id, address);
    return profile;
  });
}

export async function makePrimary(ctx: AppContext, orgId: string, paymentMethodId: string): Promise<void> {
  await oneAtATime(orgId, async () => {
    const { billing } = await ownCard(ctx, orgId, paymentMethodId);
    await providerFor(ctx, orgId).setPrimaryPaymentMethod(billing.customerId, paymentMethodId);
  });
}

export async function updateAddress(
  ctx: AppContext,
  orgId: string,
  paymentMethodId: string,
  input: AddressInput,
): Promise<void> {
  const address = providerAddress(input);
  await oneAtATime(orgId, async () => {
    const { billing } = await ownCard(ctx, orgId, paymentMethodId);
    await providerFor(ctx, orgId).updatePaymentMethodAddress(billing.customerId, paymentMethodId, address);
    await saveAddress(ctx, orgId, paymentMethodId, address);
  });
}

/** DELETE payment/{id}: refused for the last card while the subscription still charges one (409). */
export async function removeCard(ctx: AppContext, orgId: string, paymentMethodId: string): Promise<void> {
  await oneAtATime(orgId, async () => {
    const { billing, cards } = await ownCard(ctx, orgId, paymentMethodId);
    if (cards.length === 1) {
      const [org] = await ctx.db
        .select({ status: organizations.subscriptionStatus })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      if (org && CARD_NEEDED_STATUSES.includes(org.status)) throw new AppError('conflict', 'BILLING_LAST_CARD_IN_USE');
    }
    await providerFor(ctx, orgId).detachPaymentMethod(billing.customerId, paymentMethodId);
    await ctx.db
      .delete(billingAddresses)
      .where(and(eq(billingAddresses.orgId, orgId), eq(billingAddresses.paymentMethodId, paymentMethodId)));
  });
}
