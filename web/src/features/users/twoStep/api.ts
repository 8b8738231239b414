import type { RecoveryCodesResponse, TwoStepSetupResponse, TwoStepStatusResponse } from '@eos/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

export type TwoStepStatus = z.infer<typeof TwoStepStatusResponse>;
export type TwoStepSetup = z.infer<typeof TwoStepSetupResponse>;
export type RecoveryCodes = z.infer<typeof RecoveryCodesResponse>;

/** GET account/two-step: on or off, since when, recovery codes left. Never the secret. */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: queryKeys.twoStep,
    queryFn: () => api.get<TwoStepStatus>('account/two-step', { quiet: true }),
    retry: false,
  });
}

/** After a change: the Login tab's state, and the session (twoStepEnabled; the session id rotates). */
export async function refreshAfterTwoStepChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.twoStep }),
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    queryClient.invalidateQueries({ queryKey: ['login-info'] }),
  ]);
}
