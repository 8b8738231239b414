import type { Org } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

export function useOrg(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.org(id ?? ''),
    queryFn: () => api.get<{ org: Org }>(`org/${id}`).then((r) => r.org),
    enabled: Boolean(id),
  });
}
