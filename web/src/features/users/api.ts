import type { LoginInfo, UserDetails } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
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

/** GET account/get-login-info/{userId}: how the user signs in, the last sign-in and the open sessions. */
export function useLoginInfo(userId: string) {
  return useQuery({
    queryKey: queryKeys.loginInfo(userId),
    queryFn: () =>
      api
        .get<{ loginInfo: z.infer<typeof LoginInfo> }>(`account/get-login-info/${userId}`, { quiet: true })
        .then((r) => r.loginInfo),
    retry: false,
  });
}
