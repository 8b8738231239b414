import type { SessionResponse } from '@eos/domain';
import { type Query, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';
import { queryKeys } from '../api/keys';

/** The browser's IANA time zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The browser's UTC offset in minutes and IANA zone, sent with every session load (002 §7). */
function sessionPath(): string {
  const offset = -new Date().getTimezoneOffset();
  return `session?offset=${offset}&tz=${encodeURIComponent(browserTimeZone())}`;
}

/** An account's zone until the browser tells its own (the server's default). */
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Reading the session saves nothing (issue 14 F8): an account still in the default zone takes the
 * browser's with a write, PUT session/user/timeZone, then the session is read again. A zone chosen in
 * Preferences stays.
 */
export function useAdoptBrowserTimeZone(): void {
  const queryClient = useQueryClient();
  const { data } = useSession();
  const stored = data?.user?.timeZoneName;
  useEffect(() => {
    const zone = browserTimeZone();
    if (stored !== DEFAULT_TIME_ZONE || !zone || zone === stored) return;
    api
      .put('session/user/timeZone', { timeZoneName: zone }, { quiet: true })
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.session }))
      .catch(() => {});
  }, [stored, queryClient]);
}

export async function fetchSession(): Promise<SessionResponse> {
  const session = await api.get<SessionResponse>(sessionPath(), { quiet: true });
  rememberSignedIn(Boolean(session.user));
  return session;
}

const SIGNED_IN_HINT = 'eos:signed-in';

/**
 * Whether this browser was signed in when the session was last read: a hint for loading the
 * signed-in screens' code early (routes.tsx preloadRoute), never a reason to show or allow anything.
 */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused (private mode): the hint is only an optimisation.
  }
}

/** The signed-in state: who the user is, the current org and its subscription. */
export function useSession() {
  return useQuery({ queryKey: queryKeys.session, queryFn: fetchSession, staleTime: 60_000 });
}

/** What outlives an organization change: the session itself and the app-wide feature flags. */
function belongsToOrg(query: Query): boolean {
  const [key] = query.queryKey;
  return key !== queryKeys.session[0] && key !== queryKeys.featureFlags[0];
}

/**
 * Moves the app into a new session's organization (a switch, or the current one gone): nothing cached
 * belongs to it. In-flight queries are cancelled, every org query dropped, the session set and the app
 * sent home in one tick, so the old organization's pages unmount before anything fetches again (a
 * refetch of theirs would ask an organization the user is no longer in). With no session given, the
 * server's own choice is loaded.
 */
export async function enterSession(
  queryClient: QueryClient,
  navigate: (to: string) => void,
  session: SessionResponse | null,
): Promise<void> {
  await queryClient.cancelQueries({ predicate: belongsToOrg });
  queryClient.removeQueries({ predicate: belongsToOrg });
  if (session) queryClient.setQueryData(queryKeys.session, session);
  else void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  navigate('/');
}
