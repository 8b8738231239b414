import type { SessionResponse, SessionUser } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { decideAccess, loginPath } from './guard';

const orgId = '00000000-0000-4000-8000-000000000001';

function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: '00000000-0000-4000-8000-000000000002',
    personId: null,
    username: 'ann@example.com',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    roles: ['Owner'],
    permissions: [],
    abilities: ['org.read'],
    orgs: [{ id: orgId, name: 'Acme', role: 'Owner', isDefault: true, theme: 'default', implementer: null }],
    userLocale: 'en-US',
    timeZoneName: 'UTC',
    currencyCode: 'USD',
    experienceLevel: 'New',
    navBarOpen: true,
    avatarUrl: null,
    upgradeRequestStatus: 'None',
    theme: 'default',
    nameDisplayStyle: 'full',
    hasPassword: true,
    twoStepEnabled: false,
    ...overrides,
  };
}

function session(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    succeeded: true,
    hasAccount: true,
    sessionId: 's1',
    orgId,
    user: user(),
    orgSubscriptionStatus: 'Trial',
    orgSubscriptionPaymentStatus: 'None',
    orgRemainingSubscriptionDays: 30,
    orgInGracePeriod: false,
    billingEnabled: false,
    orgRequiresTwoStep: false,
    ...overrides,
  };
}

const signedOut = session({ hasAccount: false, sessionId: null, orgId: null, user: null });

describe('decideAccess', () => {
  it('lets anyone see public pages, even before the session loads', () => {
    expect(decideAccess('public', undefined, '/login')).toEqual({ kind: 'allow' });
    expect(decideAccess('public', signedOut, '/login')).toEqual({ kind: 'allow' });
  });

  it('waits for the session on guarded pages', () => {
    expect(decideAccess('org', undefined, '/meetings')).toEqual({ kind: 'loading' });
  });

  it('sends a signed-out user to sign-in with the path and query to come back to', () => {
    expect(decideAccess('org', signedOut, '/vto?x=1')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fvto%3Fx%3D1',
    });
    expect(decideAccess('entry', signedOut, '/welcome/tools')).toEqual({
      kind: 'redirect',
      to: loginPath('/welcome/tools'),
    });
  });

  it('sends a signed-in user without an account to the welcome route', () => {
    expect(decideAccess('org', session({ hasAccount: false }), '/')).toEqual({
      kind: 'redirect',
      to: '/welcome/tools',
    });
    expect(decideAccess('entry', session({ hasAccount: false }), '/welcome/tools')).toEqual({ kind: 'allow' });
  });

  it('shows the no-organization screen on tools pages for a user without an org', () => {
    const noOrg = session({ orgId: null, user: user({ orgs: [], experienceLevel: 'None' }) });
    expect(decideAccess('org', noOrg, '/')).toEqual({ kind: 'no-org' });
    expect(decideAccess('org', session({ user: user({ experienceLevel: 'None' }) }), '/')).toEqual({ kind: 'no-org' });
    // Creating an organization (an account page) stays open to them.
    expect(decideAccess('account', noOrg, '/org/create')).toEqual({ kind: 'allow' });
  });

  it('holds the tools pages of an org that requires two-step verification until the user turns it on', () => {
    const required = session({ orgRequiresTwoStep: true });
    expect(decideAccess('org', required, '/meetings')).toEqual({ kind: 'two-step' });
    // Their own settings (where it is turned on) and the entry pages stay open.
    expect(decideAccess('account', required, '/user/detail/1/login')).toEqual({ kind: 'allow' });
    expect(decideAccess('entry', required, '/welcome/tools')).toEqual({ kind: 'allow' });
    expect(
      decideAccess('org', session({ orgRequiresTwoStep: true, user: user({ twoStepEnabled: true }) }), '/'),
    ).toEqual({ kind: 'allow' });
  });

  it('allows a member of an org everywhere', () => {
    expect(decideAccess('org', session(), '/meetings')).toEqual({ kind: 'allow' });
    expect(decideAccess('account', session(), '/user/detail/1')).toEqual({ kind: 'allow' });
  });
});
