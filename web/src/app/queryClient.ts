import { TIMINGS } from '@eos/domain';
import { QueryClient } from '@tanstack/react-query';

/** The entity cache: items live 30 minutes (002 §9); failed reads are not retried in a loop. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: TIMINGS.cacheExpiryMs, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
