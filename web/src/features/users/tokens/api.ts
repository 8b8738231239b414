import type { PersonalToken, PersonalTokenCreatedResponse, PersonalTokenCreateRequest } from '@eos/domain';
import { API_PREFIX, MCP_PATH } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

/** GET user/tokens: the user's own access tokens in the current organization (never a secret). */
export function useAccessTokens(orgId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.accessTokens(orgId),
    queryFn: () => api.get<{ tokens: PersonalToken[] }>('user/tokens', { quiet: true }).then((r) => r.tokens),
    retry: false,
  });
}

/** POST user/tokens: the new token and its secret, which this answer alone carries. */
export function createAccessToken(body: PersonalTokenCreateRequest) {
  return api.post<PersonalTokenCreatedResponse>('user/tokens', body, { quiet: true });
}

export function revokeAccessToken(id: string) {
  return api.del(`user/tokens/${id}`, { quiet: true });
}

/** Where an MCP client connects: this server's own address. */
export function mcpUrl(): string {
  return `${window.location.origin}${API_PREFIX}${MCP_PATH}`;
}
