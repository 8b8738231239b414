import type {
  AddMemberRequest,
  Invitation,
  InvitationRegisterRequest,
  InvitationView,
  Invitee,
  OrgUserSettings,
  SubscriptionAddResponse,
} from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

// Every call here is quiet: the invite popup and the invitation pages say what went wrong in place
// (on the row, under the field, as the page's sentence) instead of a global catalogue toast.

/** The organization's people defaults; the popup reads the default role of new invitees from it. */
export function useOrgUserSettings(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orgUserSettings(orgId),
    queryFn: () =>
      api.get<{ settings: OrgUserSettings }>(`org/${orgId}/user-settings`, { quiet: true }).then((r) => r.settings),
    enabled,
  });
}

/** POST people/check-existing-email: the id of this organization's person with that email, or null. */
export function findExistingPerson(email: string): Promise<string | null> {
  return api
    .post<{ person: { id: string } | null }>('people/check-existing-email', { email }, { quiet: true })
    .then((r) => r.person?.id ?? null);
}

/** PUT org/add-member: the invitee becomes a person of the organization who has not joined yet. */
export function addMember(member: AddMemberRequest): Promise<string> {
  return api.put<{ id: string }>('org/add-member', member, { quiet: true }).then((r) => r.id);
}

export interface SendResult {
  invitations: Invitation[];
  shouldRedirectToCheckout: boolean;
}

/**
 * Mails the invitations of people just added. A license manager goes through POST subscription/add
 * (the seats are paid for there); anyone else may only invite Observers, who need no seat, through
 * POST invitations. The link in the mail is built by the server; baseUrl is the spec's field.
 */
export async function sendInvitations(invitees: Invitee[], { licensed }: { licensed: boolean }): Promise<SendResult> {
  const body = { invitees, baseUrl: window.location.origin };
  if (licensed) return api.post<SubscriptionAddResponse>('subscription/add', body, { quiet: true });
  const r = await api.post<{ invitations: Invitation[] }>('invitations', body, { quiet: true });
  return { invitations: r.invitations, shouldRedirectToCheckout: false };
}

/** The mailed link /welcome/invitation/{invitationId}/{key}, public: what it invites to, and its status. */
export function useInvitation(invitationId: string, key: string) {
  return useQuery({
    queryKey: queryKeys.invitation(invitationId, key),
    queryFn: () =>
      api
        .get<{ invitation: InvitationView }>(invitationApiPath(invitationId, key), { quiet: true })
        .then((r) => r.invitation),
    // A 404 is the answer (a forged or unknown link), not a hiccup to retry.
    retry: false,
  });
}

/** Sign-up from the invitation (no mailed code); the answer also sets the session cookie. */
export function registerFromInvitation(invitationId: string, key: string, body: InvitationRegisterRequest) {
  return api.post<{ orgId: string }>(`${invitationApiPath(invitationId, key)}/register`, body, { quiet: true });
}

/** The signed-in account accepts; the session then works in that organization. */
export function acceptInvitation(invitationId: string, key: string) {
  return api.post<{ orgId: string }>(`${invitationApiPath(invitationId, key)}/accept`, {}, { quiet: true });
}

/** The link's two parts come from the address bar: encoded, so nothing in them can change the path. */
function linkPart(invitationId: string, key: string): string {
  return `${encodeURIComponent(invitationId)}/${encodeURIComponent(key)}`;
}

function invitationApiPath(invitationId: string, key: string): string {
  return `invitation/${linkPart(invitationId, key)}`;
}

/** The invitation pages' paths. */
export const invitationPaths = {
  page: (invitationId: string, key: string) => `/welcome/invitation/${linkPart(invitationId, key)}`,
  process: (invitationId: string, key: string) => `/welcome/invitation/process/${linkPart(invitationId, key)}`,
};
