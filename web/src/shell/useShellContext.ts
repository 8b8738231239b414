import type { OrgSummary, SessionResponse, SessionUser } from '@eos/domain';
import { useSession } from '../app/session';

export interface ShellContext {
  session: SessionResponse;
  user: SessionUser;
  /** The current organization, or null for a user without one. */
  org: OrgSummary | null;
  isObserver: boolean;
}

/** The signed-in user and current org. Only used below the route guard, where a session exists. */
export function useShellContext(): ShellContext {
  const { data: session } = useSession();
  const user = session?.user;
  if (!session || !user) throw new Error('useShellContext needs a signed-in session (render it below RouteGuard)');
  const org = user.orgs.find((o) => o.id === session.orgId) ?? null;
  return { session, user, org, isObserver: org?.role === 'Observer' };
}
