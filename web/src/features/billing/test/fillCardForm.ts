import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { usAddress } from './billingFixtures';

interface FillCardFormOptions {
  /** The card number to type: the test's own tokenize route decides whether the sandbox takes it. */
  number?: string;
  /** Runs once the card is typed and before the address, to see what the form does without one. */
  beforeAddress?: () => void | Promise<void>;
}

/**
 * Types a card into the sandbox card form (BILLING_PROVIDER=sandbox) and `usAddress` into the address
 * fields under it. Returns the card as typed, which is the tokenize call's body without the secret.
 */
export async function fillCardForm(
  user: UserEvent,
  { number = '4242424242424242', beforeAddress }: FillCardFormOptions = {},
) {
  // January two years on is ahead of any day the test runs, and among the years the form offers.
  const card = { number, expMonth: 1, expYear: new Date().getFullYear() + 2, cvc: '123' };
  await user.type(await screen.findByLabelText(/^Card Number/), card.number);
  await user.type(screen.getByLabelText(/^Security Code/), card.cvc);
  await user.selectOptions(screen.getByLabelText(/^Expiration Month/), String(card.expMonth).padStart(2, '0'));
  await user.selectOptions(screen.getByLabelText(/^Expiration Year/), String(card.expYear));
  await beforeAddress?.();
  await user.type(screen.getByLabelText(/^Street Address/), usAddress.addressLine1);
  await user.type(screen.getByLabelText(/^City/), usAddress.city);
  await user.selectOptions(screen.getByLabelText(/^State\/Province/), usAddress.stateOrProvince);
  await user.type(screen.getByLabelText(/^Zip Code/), usAddress.postalCode);
  return card;
}
