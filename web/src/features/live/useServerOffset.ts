import { useQuery } from '@tanstack/react-query';
import { fetchServerOffsetMs, liveKeys } from './liveApi';

/** The server's clock offset, asked once (GET time); 0 until it answers or when it cannot. */
export function useServerOffset(): number {
  const offset = useQuery({
    queryKey: liveKeys.serverTime,
    queryFn: fetchServerOffsetMs,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return offset.data ?? 0;
}
