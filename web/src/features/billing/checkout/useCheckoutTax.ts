import type { BillingAddressView, PaymentProfile } from '@eos/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { addressView } from '../address/addressValues';
import { useBillingAddress, useTax } from '../api';
import type { NewCardForm } from '../card/useNewCardForm';

/** How long the typed address must rest before the tax is asked for it. */
const TYPING_PAUSE_MS = 500;

/**
 * The tax of the checkout (POST payment/calculate-tax): on the primary card's billing address (GET
 * payment/billing-address/{id}), or, while a new card is typed, on its address once that is valid.
 */
export function useCheckoutTax(subTotal: number, primary: PaymentProfile | null, newCard: NewCardForm | null) {
  const saved = useBillingAddress(newCard ? undefined : primary?.id);
  // Compared as text: a new address object each render would restart the pause for ever.
  const typed = newCard?.form.isValid() ? JSON.stringify(addressView(newCard.form.getValues().address)) : '';
  const [settled] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const address: BillingAddressView | null = newCard
    ? settled
      ? (JSON.parse(settled) as BillingAddressView)
      : null
    : (saved.data ?? null);
  const tax = useTax(subTotal, address);
  return {
    address,
    amount: tax.data,
    loading: (Boolean(address) && tax.isPending && subTotal > 0) || (!newCard && saved.isPending && Boolean(primary)),
    failed: tax.isError || saved.isError,
  };
}
