import type { OrgApiToken, OrgApiTokenCreatedResponse, OrgApiTokenCreateRequest } from '@eos/domain';
import { API_PREFIX } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

/** GET org/api-tokens: the current organization's API tokens (never a secret). */
export function useOrgApiTokens(orgId: string) {
  return useQuery({
    queryKey: queryKeys.orgApiTokens(orgId),
    queryFn: () => api.get<{ tokens: OrgApiToken[] }>('org/api-tokens', { quiet: true }).then((r) => r.tokens),
    retry: false,
  });
}

/** POST org/api-tokens: the new token and its secret, which this answer alone carries. */
export function createOrgApiToken(body: OrgApiTokenCreateRequest) {
  return api.post<OrgApiTokenCreatedResponse>('org/api-tokens', body, { quiet: true });
}

export function revokeOrgApiToken(id: string) {
  return api.del(`org/api-tokens/${id}`, { quiet: true });
}

/** Where the API answers: this server's own address. */
export function apiUrl(): string {
  return `${window.location.origin}${API_PREFIX}`;
}
