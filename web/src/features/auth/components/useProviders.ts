import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

export interface AuthProvidersResponse {
  succeeded: true;
  oidc: boolean;
  oidcName?: string;
}

/** Which sign-in methods the server offers; the SSO button shows only when OIDC is configured. */
export function useProviders() {
  return useQuery({
    queryKey: queryKeys.providers,
    queryFn: () => api.get<AuthProvidersResponse>('account/providers', { quiet: true }),
    // Configuration changes only with a server restart.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
