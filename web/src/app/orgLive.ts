import type { SessionResponse } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/keys';
import i18n from './i18n';
import { openLiveDialog } from './liveDialogs';
import { beginOwnWrite, isOwnEcho, unlessOwnEcho } from './liveEcho';
import type { LiveUpdate } from './liveEvents';
import { enterSession, fetchSession } from './session';

/** What the organization and people reactions need from the app. */
export interface OrgLiveDeps {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}

function currentSession(queryClient: QueryClient): SessionResponse | undefined {
  return queryClient.getQueryData<SessionResponse>(queryKeys.session);
}

function orgName(session: SessionResponse | undefined, orgId: string | undefined): string {
  return session?.user?.orgs.find((o) => o.id === orgId)?.name ?? '';
}

/**
 * The current organization is gone for this user (deleted, or they were removed from it): move to
 * another of their organizations (the default first), or reload the session, which then has none.
 * Everything cached belonged to the old one (enterSession drops it), from the tools home.
 */
export async function leaveOrg({ queryClient, navigate }: OrgLiveDeps, goneOrgId: string): Promise<void> {
  const other = currentSession(queryClient)?.user?.orgs.find((o) => o.id !== goneOrgId);
  let next: SessionResponse | null = null;
  try {
    next = other
      ? await api.put<SessionResponse>(`session/org/${other.id}`, {}, { quiet: true })
      : await fetchSession();
  } catch {
    // That organization went too, or the call failed: the server's own choice is the session's.
    next = await fetchSession().catch(() => null);
  }
  await enterSession(queryClient, navigate, next);
}

/**
 * `Deleted {type:'org', id, name}` (002 §4): for the current organization, 'Organization {name}
 * deleted…' and a move to another one; the user who deleted it (this tab) is not told. Another of the
 * user's organizations just leaves the org list.
 */
export function onOrgDeleted(deps: OrgLiveDeps, update: LiveUpdate): void {
  const { queryClient } = deps;
  const session = currentSession(queryClient);
  if (!update.id || update.id !== session?.orgId) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs });
    return;
  }
  const goneId = update.id;
  if (!isOwnEcho('org', goneId, Date.now())) {
    openLiveDialog({
      id: `org-deleted:${goneId}`,
      title: i18n.t('LIVE_UPDATES_ORG_DELETED_TITLE'),
      message: i18n.t('LIVE_UPDATES_ORG_DELETED', { 0: update.name ?? orgName(session, goneId) }),
    });
  }
  // At once, behind the dialog: nothing more can be loaded from the deleted organization.
  void leaveOrg(deps, goneId);
}

/**
 * `Deleted {type:'person', id, userId, orgId}`: when it is this user, they lost access to that
 * organization: it leaves their list, a confirmation says so, and if it was the current one the
 * product moves to another. Someone else leaving refreshes the people and what they owned.
 */
export function onPersonDeleted(deps: OrgLiveDeps, update: LiveUpdate): void {
  const { queryClient } = deps;
  const session = currentSession(queryClient);
  if (update.userId && update.userId === session?.user?.userId && update.orgId) {
    const orgId = update.orgId;
    const known = session.user.orgs.some((o) => o.id === orgId);
    // A second copy (it comes through the org's room and the user's) finds the org gone already.
    if (!known) return;
    openLiveDialog({
      id: `access-lost:${orgId}`,
      title: i18n.t('LIVE_UPDATES_ACCESS_LOST_TITLE'),
      message: i18n.t('LIVE_UPDATES_ACCESS_LOST', { 0: orgName(session, orgId) }),
    });
    // The org leaves the list now, whatever the server answers next.
    queryClient.setQueryData<SessionResponse>(queryKeys.session, (old) =>
      old?.user ? { ...old, user: { ...old.user, orgs: old.user.orgs.filter((o) => o.id !== orgId) } } : old,
    );
    if (orgId === session.orgId) void leaveOrg(deps, orgId);
    else void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    return;
  }
  // A colleague left: their work now shows its new owner, and pickers lose them.
  refreshPeopleShown(queryClient);
}

/**
 * Everything that shows people by name and face: the people lists, and the items, meetings and
 * Scorecard rows that carry their owners and invitees.
 */
function refreshPeopleShown(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.peopleLists,
    ['items'],
    ['item'],
    queryKeys.meetingLists,
    ['meeting'],
    ['scorecard'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * `Updated {type:'person'}`: someone's name, face, role or invitation changed. The session holds the
 * user's own name and face (the top bar); lists, items and meetings show everyone's.
 */
export function onPersonUpdated({ queryClient }: OrgLiveDeps): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  refreshPeopleShown(queryClient);
}

/**
 * `Updated {type:'role', orgId}` to the user: their role changed. In the current organization the
 * session (abilities) and the people lists (the License tab) reload at once, and 'Your permission
 * level has changed' says so; on OK the user goes home and everything reloads (what they may see and
 * do has changed). A change this tab made itself (handing ownership over) gets no dialog. In another
 * organization, its line in the org list refreshes.
 */
export function onRoleUpdated(deps: OrgLiveDeps, update: LiveUpdate): void {
  const { queryClient, navigate } = deps;
  const session = currentSession(queryClient);
  void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  if (update.orgId && update.orgId !== session?.orgId) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.peopleLists });
  const tell = () =>
    openLiveDialog({
      id: 'role-changed',
      title: i18n.t('LIVE_UPDATES_ROLE_CHANGED_TITLE'),
      message: i18n.t('LIVE_UPDATES_ROLE_CHANGED'),
      onClose: () => {
        navigate('/');
        void queryClient.invalidateQueries();
      },
    });
  if (update.id) unlessOwnEcho('role', update.id, tell);
  else tell();
}

/**
 * `Added {type:'person'}`: someone was invited. The people lists and counts refresh, and so does the
 * session, whose organization names its implementer (the menu's Find an Implementer goes away).
 */
export function onPersonAdded({ queryClient }: OrgLiveDeps): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.peopleLists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

/**
 * `Updated {type:'leadershipteam', id: meetingId}` (002 §4: the leadership meeting reloads): both
 * meetings' isLT changed, and with them who wears the LT badge.
 */
export function onLeadershipTeamUpdated({ queryClient }: OrgLiveDeps): void {
  for (const queryKey of [queryKeys.meetingLists, ['meeting'], queryKeys.peopleLists]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * DELETE org/{id} from this tab (for the organization settings): the hub's Deleted then moves this
 * tab to another organization without telling the user what they just did.
 */
export async function deleteOrganization(orgId: string): Promise<void> {
  const settled = beginOwnWrite('org', orgId);
  try {
    await api.del(`org/${orgId}`, { quiet: true });
  } finally {
    settled();
  }
}
