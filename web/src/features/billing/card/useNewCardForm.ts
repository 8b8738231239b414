import type { PaymentAddResponse, PaymentProfile } from '@eos/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../../api/client';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import {
  ADDRESS_PATHS,
  type AddressFormValues,
  addressFormSchema,
  addressForRequest,
  emptyAddress,
} from '../address/addressValues';
import type { CountryLists } from '../address/useCountryLists';
import { declinedReason } from '../errors';
import type { CardEntryHandle } from './types';

export type NewCardValues = AddressFormValues & {
  isPrimary: boolean;
};

/**
 * A new card (POST payment/add, 002 §3): the provider's card form, the billing address (country US to
 * start with) and whether it becomes the primary card. `submit` makes the token from the card form,
 * then adds the card; it resolves with the new card, or null when something was refused: the card
 * form's refusal is a 4 s toast (cardTokenFailed), the server's field messages go under their fields
 * and anything else into `error`. The values typed stay either way.
 */
export function useNewCardForm(lists: CountryLists, { isPrimary = false }: { isPrimary?: boolean } = {}) {
  const form = useZodForm<NewCardValues>(addressFormSchema(lists), { address: emptyAddress(), isPrimary });
  const cardRef = useRef<CardEntryHandle | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: async (): Promise<PaymentProfile | null> => {
      const values = form.getValues();
      const address = addressForRequest(values.address);
      const card = cardRef.current;
      if (!card) return null;
      let token: string;
      try {
        token = await card.tokenize(address);
      } catch {
        return null;
      }
      try {
        const answer = await api.post<PaymentAddResponse>(
          'payment/add',
          { address, token, isPrimary: values.isPrimary },
          { quiet: true },
        );
        return answer.paymentProfile;
      } catch (failure) {
        const rest = applyServerErrors(form, failure, ADDRESS_PATHS);
        setError(rest === null ? null : (declinedReason(failure) ?? rest));
        return null;
      }
    },
  });

  const valid = cardComplete && form.isValid();
  const submit = async (): Promise<PaymentProfile | null> => {
    setError(null);
    if (form.validate().hasErrors || !cardComplete) return null;
    return add.mutateAsync();
  };

  return { form, lists, cardRef, setCardComplete, valid, submit, pending: add.isPending, error };
}

export type NewCardForm = ReturnType<typeof useNewCardForm>;
