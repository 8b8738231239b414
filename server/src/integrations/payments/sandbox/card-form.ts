import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxCardTokens, sandboxCustomers } from '../../../db/schema/index.ts';
import { PaymentDeclined } from '../types.ts';
import { type CardInput, checkCard } from './cards.ts';
import { SandboxClock } from './clock.ts';
import { findCustomer, type SandboxContext } from './context.ts';
import { sandboxId } from './rows.ts';

/** How long a card form secret (cardFormSecret) can be used, by the sandbox clock. */
export const FORM_SECRET_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * The card form's session: a random secret the browser's form posts back with the card to
 * tokenize(). It names its customer (`<customerId>_secret_<random>`) and only its SHA-256 is kept, on
 * the customer's row, with an expiry an hour away. It is good once: tokenize() clears it when it
 * makes a token, and asking for a new one replaces the old (one open form per customer). So a token
 * can only be made through a form our server opened for that customer, and belongs to that customer.
 */
export async function cardFormSecret(ctx: SandboxContext, customerId: string): Promise<string> {
  const customer = await findCustomer(ctx, ctx.db, customerId);
  const secret = `${customer.id}_secret_${sandboxId('tok').slice(4)}`;
  await ctx.db
    .update(sandboxCustomers)
    .set({
      formSecretHash: sha256(secret).toString('hex'),
      formSecretExpiresAt: new Date(ctx.clock.now(customer.orgId).getTime() + FORM_SECRET_TTL_MS),
    })
    .where(and(eq(sandboxCustomers.orgId, customer.orgId), eq(sandboxCustomers.id, customer.id)));
  return secret;
}

/**
 * What the sandbox's card form posts to: checks the card like a form does (cards.ts checkCard) and
 * the form secret (see cardFormSecret), then stores a one-use token with the card's brand, last four
 * and expiry (never its number or CVC). A card that fails the checks leaves the secret usable, so the
 * person can correct it. Pass the provider's clock (`provider.clock`) so expiry follows the customer's
 * organization's simulated time.
 */
export async function tokenize(
  db: Db,
  card: CardInput & { secret: string },
  clock: Pick<SandboxClock, 'now'> = new SandboxClock(),
): Promise<{ token: string; cardType: string; lastFour: string }> {
  const customerId = String(card.secret).split('_secret_')[0] ?? '';
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, customerId))
      .for('update');
    const now = clock.now(customer?.orgId ?? null);
    const given = sha256(String(card.secret));
    const stored = customer?.formSecretHash ? Buffer.from(customer.formSecretHash, 'hex') : null;
    if (
      !customer ||
      !stored ||
      !timingSafeEqual(stored, given) ||
      !customer.formSecretExpiresAt ||
      customer.formSecretExpiresAt.getTime() <= now.getTime()
    ) {
      throw new PaymentDeclined('This card form has expired. Open it again.', 'invalid_form_secret');
    }
    const checked = checkCard(card, now);
    await tx
      .update(sandboxCustomers)
      .set({ formSecretHash: null, formSecretExpiresAt: null })
      .where(and(eq(sandboxCustomers.orgId, customer.orgId), eq(sandboxCustomers.id, customer.id)));
    const token = sandboxId('tok');
    await tx.insert(sandboxCardTokens).values({
      id: token,
      orgId: customer.orgId,
      customerId: customer.id,
      brand: checked.brand,
      lastFour: checked.lastFour,
      expMonth: checked.expMonth,
      expYear: checked.expYear,
      behavior: checked.behavior,
    });
    return { token, cardType: checked.brand, lastFour: checked.lastFour };
  });
}
