import type { OrgSummary, SessionResponse, SessionUser } from '@eos/domain';
import { isTwoStepBlocked } from '../app/guard';
import { useSession } from '../app/session';

export interface ShellContext {
  session: SessionResponse;
  user: SessionUser;
  /**
   * The current organization, or null for a user without one, and null while it requires two-step
   * verification the user has not turned on (it gives them nothing until then: no menu, bell or hubs).
   */
  org: OrgSummary | null;
  /** The session's organization even while it waits for two-step verification (the org selector). */
  currentOrg: OrgSummary | null;
  isObserver: boolean;
}

/** The signed-in user and current org. Only used below the route guard, where a session exists. */
export function useShellContext(): ShellContext {
  const { data: session } = useSession();
  const user = session?.user;
  if (!session || !user) throw new Error('useShellContext needs a signed-in session (render it below RouteGuard)');
  const currentOrg = user.orgs.find((o) => o.id === session.orgId) ?? null;
  const org = isTwoStepBlocked(session) ? null : currentOrg;
  return { session, user, org, currentOrg, isObserver: org?.role === 'Observer' };
}
