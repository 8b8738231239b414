import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { sandboxCardTokens, sandboxCustomers, sandboxPaymentMethods } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { type BillingAddress, PaymentDeclined, type PaymentProfile } from '../types.ts';
import { cardExpired, declined } from './cards.ts';
import { findCustomer, type SandboxContext } from './context.ts';
import { type CustomerRow, type PaymentMethodRow, sandboxId, toProfile } from './rows.ts';

/** Customers and their cards on file (payment methods), and charging the primary card. */

export async function createCustomer(
  ctx: SandboxContext,
  input: { orgId: string; email: string; name: string },
): Promise<{ customerId: string }> {
  if (ctx.orgId && input.orgId !== ctx.orgId) throw notFound();
  const id = sandboxId('cus');
  await ctx.db.insert(sandboxCustomers).values({ id, orgId: input.orgId, email: input.email, name: input.name });
  return { customerId: id };
}

export async function updateCustomerEmail(ctx: SandboxContext, customerId: string, email: string): Promise<void> {
  const customer = await findCustomer(ctx, ctx.db, customerId);
  await ctx.db
    .update(sandboxCustomers)
    .set({ email })
    .where(and(eq(sandboxCustomers.orgId, customer.orgId), eq(sandboxCustomers.id, customer.id)));
}

export async function attachPaymentMethod(
  ctx: SandboxContext,
  customerId: string,
  token: string,
  options: { address: BillingAddress; makePrimary: boolean },
): Promise<PaymentProfile> {
  return ctx.db.transaction(async (tx) => {
    const customer = await findCustomer(ctx, tx, customerId);
    const now = ctx.clock.now(customer.orgId);
    const [card] = await tx
      .select()
      .from(sandboxCardTokens)
      .where(
        and(
          eq(sandboxCardTokens.orgId, customer.orgId),
          eq(sandboxCardTokens.customerId, customer.id),
          eq(sandboxCardTokens.id, token),
        ),
      )
      .for('update');
    if (!card || card.usedAt) throw new PaymentDeclined('No such card token. Enter the card again.', 'token_invalid');
    if (card.behavior === 'declined') throw declined.cardDeclined();
    if (card.behavior === 'expired' || cardExpired(card.expMonth, card.expYear, now)) throw declined.expiredCard();
    if (card.behavior === 'incorrect_cvc') throw declined.incorrectCvc();
    await tx
      .update(sandboxCardTokens)
      .set({ usedAt: now })
      .where(and(eq(sandboxCardTokens.orgId, customer.orgId), eq(sandboxCardTokens.id, card.id)));
    const existing = await cardsOf(tx, customer);
    const isPrimary = options.makePrimary || !existing.some((c) => c.isPrimary);
    if (isPrimary) await clearPrimary(tx, customer);
    const [row] = await tx
      .insert(sandboxPaymentMethods)
      .values({
        id: sandboxId('pm'),
        orgId: customer.orgId,
        customerId: customer.id,
        brand: card.brand,
        lastFour: card.lastFour,
        expMonth: card.expMonth,
        expYear: card.expYear,
        behavior: card.behavior,
        isPrimary,
        address: options.address,
      })
      .returning();
    if (!row) throw new Error('payment method insert returned nothing');
    return toProfile(row);
  });
}

export async function listPaymentMethods(ctx: SandboxContext, customerId: string): Promise<PaymentProfile[]> {
  const customer = await findCustomer(ctx, ctx.db, customerId);
  return (await cardsOf(ctx.db, customer)).map(toProfile);
}

export async function setPrimaryPaymentMethod(
  ctx: SandboxContext,
  customerId: string,
  paymentMethodId: string,
): Promise<void> {
  await changeCard(ctx, customerId, paymentMethodId, async (tx, customer, card) => {
    if (card.isPrimary) return;
    await clearPrimary(tx, customer);
    await makePrimary(tx, customer, card.id);
  });
}

export async function updatePaymentMethodAddress(
  ctx: SandboxContext,
  customerId: string,
  paymentMethodId: string,
  address: BillingAddress,
): Promise<void> {
  await changeCard(ctx, customerId, paymentMethodId, async (tx, customer, card) => {
    await tx.update(sandboxPaymentMethods).set({ address }).where(cardById(customer, card.id));
  });
}

/** Removes a card. When it was the primary one, the most recently added remaining card becomes primary. */
export async function detachPaymentMethod(
  ctx: SandboxContext,
  customerId: string,
  paymentMethodId: string,
): Promise<void> {
  await changeCard(ctx, customerId, paymentMethodId, async (tx, customer, card) => {
    await tx.delete(sandboxPaymentMethods).where(cardById(customer, card.id));
    if (!card.isPrimary) return;
    const rest = await cardsOf(tx, customer);
    const next = rest[rest.length - 1];
    if (next) await makePrimary(tx, customer, next.id);
  });
}

/**
 * Charges the customer's primary card (simulated: the card's behaviour and expiry decide). Nothing
 * to charge needs no card. PaymentDeclined when it is refused.
 */
export async function charge(db: DbOrTx, customer: CustomerRow, amountCents: number, now: Date): Promise<void> {
  if (amountCents <= 0) return;
  const [card] = await db.select().from(sandboxPaymentMethods).where(primaryOf(customer));
  if (!card) throw declined.noCard();
  if (card.behavior === 'expired' || cardExpired(card.expMonth, card.expYear, now)) throw declined.expiredCard();
  if (card.behavior !== 'succeeds') throw declined.cardDeclined();
}

function cardsOf(db: DbOrTx, customer: CustomerRow): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(sandboxPaymentMethods)
    .where(and(eq(sandboxPaymentMethods.orgId, customer.orgId), eq(sandboxPaymentMethods.customerId, customer.id)))
    .orderBy(asc(sandboxPaymentMethods.createdAt), asc(sandboxPaymentMethods.id));
}

/** One of the customer's cards; another customer's card id reads as missing. */
async function cardOf(db: DbOrTx, customer: CustomerRow, paymentMethodId: string): Promise<PaymentMethodRow> {
  const [row] = await db
    .select()
    .from(sandboxPaymentMethods)
    .where(
      and(
        eq(sandboxPaymentMethods.orgId, customer.orgId),
        eq(sandboxPaymentMethods.customerId, customer.id),
        eq(sandboxPaymentMethods.id, String(paymentMethodId)),
      ),
    );
  if (!row) throw notFound();
  return row;
}

async function clearPrimary(tx: Tx, customer: CustomerRow): Promise<void> {
  await tx.update(sandboxPaymentMethods).set({ isPrimary: false }).where(primaryOf(customer));
}

async function makePrimary(tx: Tx, customer: CustomerRow, paymentMethodId: string): Promise<void> {
  await tx.update(sandboxPaymentMethods).set({ isPrimary: true }).where(cardById(customer, paymentMethodId));
}

/** Looks up one of the customer's cards (404 for any other) and changes it, in one transaction. */
async function changeCard(
  ctx: SandboxContext,
  customerId: string,
  paymentMethodId: string,
  change: (tx: Tx, customer: CustomerRow, card: PaymentMethodRow) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const customer = await findCustomer(ctx, tx, customerId);
    const card = await cardOf(tx, customer, paymentMethodId);
    await change(tx, customer, card);
  });
}

const cardById = (customer: CustomerRow, paymentMethodId: string) =>
  and(eq(sandboxPaymentMethods.orgId, customer.orgId), eq(sandboxPaymentMethods.id, paymentMethodId));

const primaryOf = (customer: CustomerRow) =>
  and(
    eq(sandboxPaymentMethods.orgId, customer.orgId),
    eq(sandboxPaymentMethods.customerId, customer.id),
    eq(sandboxPaymentMethods.isPrimary, true),
  );
