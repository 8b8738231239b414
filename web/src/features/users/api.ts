import type { UserDetails } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

export function useUserDetails(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.userDetails(id ?? ''),
    queryFn: () => api.get<{ user: UserDetails }>(`user/details/${id}`, { quiet: true }).then((r) => r.user),
    enabled: Boolean(id),
    retry: false,
  });
}
