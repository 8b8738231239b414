import type { SessionResponse } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/keys';

/** The browser's UTC offset in minutes and IANA zone, sent with every session load (002 §7). */
function sessionPath(): string {
  const offset = -new Date().getTimezoneOffset();
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `session?offset=${offset}&tz=${encodeURIComponent(tz)}`;
}

export function fetchSession(): Promise<SessionResponse> {
  return api.get<SessionResponse>(sessionPath(), { quiet: true });
}

/** The signed-in state: who the user is, the current org and its subscription. */
export function useSession() {
  return useQuery({ queryKey: queryKeys.session, queryFn: fetchSession, staleTime: 60_000 });
}
