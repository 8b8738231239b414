import type { SandboxCardBehavior } from '../../../db/schema/index.ts';
import { PaymentDeclined } from '../types.ts';

/**
 * What the sandbox's card form checks before it makes a token, and what its test cards do. Pure: no
 * database, no clock of its own (the caller passes "now").
 */

/** The usual test numbers (Stripe's), by their digits. Any other number that passes Luhn succeeds. */
export const TEST_CARDS: Readonly<Record<string, SandboxCardBehavior>> = {
  '4242424242424242': 'succeeds', // Visa
  '5555555555554444': 'succeeds', // Mastercard
  '378282246310005': 'succeeds', // American Express
  '4000000000000002': 'declined', // refused when attached: card_declined
  '4000000000000069': 'expired', // refused when attached: expired_card
  '4000000000000127': 'incorrect_cvc', // refused when attached: incorrect_cvc
  '4000000000000341': 'charge_declined', // attaches; every charge is declined: card_declined
};

/** The refusals a card gets, in the words Stripe uses for them. */
export const declined = {
  cardDeclined: () => new PaymentDeclined('Your card was declined.', 'card_declined'),
  expiredCard: () => new PaymentDeclined('Your card has expired.', 'expired_card'),
  incorrectCvc: () => new PaymentDeclined("Your card's security code is incorrect.", 'incorrect_cvc'),
  invalidNumber: () => new PaymentDeclined('Your card number is invalid.', 'invalid_number'),
  invalidExpiryMonth: () => new PaymentDeclined("Your card's expiration month is invalid.", 'invalid_expiry_month'),
  invalidExpiryYear: () => new PaymentDeclined("Your card's expiration year is invalid.", 'invalid_expiry_year'),
  expiryPast: () => new PaymentDeclined("Your card's expiration date is in the past.", 'invalid_expiry_past'),
  invalidCvc: () => new PaymentDeclined("Your card's security code is invalid.", 'invalid_cvc'),
  noCard: () => new PaymentDeclined('There is no card on file to charge.', 'missing_payment_method'),
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by the number's leading digits (IIN ranges), capitalised as PaymentProfile.cardType shows it. */
export function cardBrand(digits: string): string {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'Visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  if (digits.startsWith('6011') || digits.startsWith('65') || (four >= 6440 && four <= 6499)) return 'Discover';
  if (two === 35) return 'JCB';
  if (two === 36 || two === 38 || two === 30) return 'Diners Club';
  if (two === 62) return 'UnionPay';
  return 'Unknown';
}

/** A card is good through the last moment of its expiry month (UTC): expired from the 1st of the next. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(expYear, expMonth, 1);
}

export interface CardInput {
  number: string;
  expMonth: number;
  /** Four digits, or two (taken as 20xx). */
  expYear: number;
  cvc: string;
}

export interface CheckedCard {
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  behavior: SandboxCardBehavior;
}

/**
 * Checks a card like a card form does (number by Luhn, an expiry month that has not ended, a CVC of 3
 * or 4 digits) and keeps what may be stored: brand, last four, expiry and the test card's behaviour.
 * Spaces and dashes in the number are ignored. PaymentDeclined names the first field at fault.
 */
export function checkCard(card: CardInput, now: Date): CheckedCard {
  const digits = String(card.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw declined.invalidNumber();
  const expMonth = card.expMonth;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) throw declined.invalidExpiryMonth();
  let expYear = card.expYear;
  if (!Number.isInteger(expYear) || expYear < 0 || (expYear >= 100 && expYear < 2000) || expYear > 9999)
    throw declined.invalidExpiryYear();
  if (expYear < 100) expYear += 2000;
  if (cardExpired(expMonth, expYear, now)) throw declined.expiryPast();
  if (!/^\d{3,4}$/.test(String(card.cvc))) throw declined.invalidCvc();
  return {
    brand: cardBrand(digits),
    lastFour: digits.slice(-4),
    expMonth,
    expYear,
    behavior: TEST_CARDS[digits] ?? 'succeeds',
  };
}
