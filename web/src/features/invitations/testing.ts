import type { AddMemberRequest, Invitation, InvitationView, InviteeRole, SessionResponse } from '@eos/domain';
import type { Handler } from '../../test/api-stub';
import { bea, ids, sessionFixture } from '../../test/fixtures';

/** Person ids the stubbed PUT org/add-member hands out, in order. */
export const newPersonId = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

const licenseManager = ['org.read', 'org.update', 'license.update', 'people.manage', 'items.write'] as const;

/** A signed-in inviter of the Demo organization with the given role. */
export function inviterSession(
  role: 'Owner' | 'Admin' | 'Member',
  {
    implementer = null,
    subscription = 'Active',
    billingEnabled = true,
  }: { implementer?: string | null; subscription?: string; billingEnabled?: boolean } = {},
): SessionResponse {
  const base = sessionFixture({ org: { id: ids.org, name: 'Demo', role } });
  return {
    ...base,
    orgSubscriptionStatus: subscription as SessionResponse['orgSubscriptionStatus'],
    billingEnabled,
    user: {
      ...base.user,
      abilities: role === 'Member' ? ['org.read', 'items.write'] : [...licenseManager],
      orgs: base.user.orgs.map((o) => ({ ...o, implementer })),
    },
  };
}

export interface InviteApiOptions {
  defaultInviteeRole?: InviteeRole;
  freeDomains?: string[];
  /** add-member refuses these addresses with this message. */
  refuse?: Record<string, { status: number; id: string; text: string }>;
  shouldRedirectToCheckout?: boolean;
}

function invitationOf(id: string, email: string): Invitation {
  return {
    id: `inv-${id}`,
    personId: id,
    email,
    role: 'Member',
    isImplementer: false,
    status: 'Pending',
    invitedById: ids.me,
    created: '2030-01-01T00:00:00.000Z',
    sentAt: '2030-01-01T00:00:00.000Z',
    expiresAt: '2030-01-15T00:00:00.000Z',
    acceptedAt: null,
  };
}

/** The answers the invite popup needs; bea@demo.local is already a person of the organization. */
export function inviteApi({
  defaultInviteeRole = 'Member',
  freeDomains = ['partner.com'],
  refuse = {},
  shouldRedirectToCheckout = false,
}: InviteApiOptions = {}): Record<string, Handler> {
  let added = 0;
  const sent = (body: unknown) => {
    const { invitees } = body as { invitees: { id: string; email: string }[] };
    return { invitations: invitees.map((i) => invitationOf(i.id, i.email)) };
  };
  return {
    [`GET org/${ids.org}/user-settings`]: () => ({
      body: { succeeded: true, settings: { freeDomains, nameDisplayStyle: 'full', defaultInviteeRole } },
    }),
    'GET subscription/domains': () => ({ body: { succeeded: true, domains: freeDomains } }),
    'GET payment/plans': () => ({
      body: {
        succeeded: true,
        currencyCode: 'USD',
        paymentPlans: [
          { handle: 'eos-one-monthly', priceInCents: 1200 },
          { handle: 'eos-one-annual', priceInCents: 12000 },
        ],
      },
    }),
    'POST people/check-existing-email': (body) => ({
      body: { succeeded: true, person: (body as { email: string }).email === bea.email ? { id: bea.id } : null },
    }),
    'PUT org/add-member': (body) => {
      const refusal = refuse[(body as AddMemberRequest).email];
      if (refusal) {
        return {
          status: refusal.status,
          body: { succeeded: false, messages: [{ id: refusal.id, text: refusal.text }] },
        };
      }
      added += 1;
      return { body: { succeeded: true, id: newPersonId(added) } };
    },
    'POST subscription/add': (body) => ({ body: { succeeded: true, ...sent(body), shouldRedirectToCheckout } }),
    'POST invitations': (body) => ({ body: { succeeded: true, ...sent(body) } }),
  };
}

/** What GET invitation/{id}/{key} answers for a Pending link to Demo, sent by Ada Owner. */
export function invitationView(overrides: Partial<InvitationView> = {}): InvitationView {
  return {
    id: '00000000-0000-4000-8000-0000000002a1',
    orgName: 'Demo',
    inviterName: 'Ada Owner',
    role: 'Member',
    isImplementer: false,
    email: 'dan@example.com',
    firstName: 'Dan',
    lastName: 'New',
    status: 'Pending',
    expiresAt: '2030-01-15T12:00:00.000Z',
    accountExists: false,
    ...overrides,
  };
}
