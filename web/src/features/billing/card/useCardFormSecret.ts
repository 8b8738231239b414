import type { PaymentTokenResponse } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api } from '../../../api/client';
import type { CardFormSecret } from './types';

const fetchSecret = () => api.post<PaymentTokenResponse>('payment/token');

/**
 * POST payment/token when a card form opens: which card form to show (the sandbox's fields or Stripe
 * Elements) and its secret. The secret fetched on opening serves the first attempt; each later attempt
 * (after a refused card) asks for a new one, since a used SetupIntent cannot be confirmed again.
 */
export function useCardFormSecret() {
  const query = useQuery({
    // Not under the 'billing' prefix (a billing write must not mint a new secret), and dropped as soon
    // as the form closes (gcTime 0): a form opened later gets its own.
    queryKey: ['card-form-secret'],
    queryFn: fetchSecret,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const used = useRef(false);
  const first = query.data?.token;
  const take = useCallback(async () => {
    if (first && !used.current) {
      used.current = true;
      return first;
    }
    return (await fetchSecret()).token;
  }, [first]);
  const secret: CardFormSecret | undefined = query.data
    ? { provider: query.data.provider, publishableKey: query.data.publishableKey, take }
    : undefined;
  return { secret, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
