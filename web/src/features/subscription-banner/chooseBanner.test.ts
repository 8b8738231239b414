import { permission, type SessionResponse, type SessionUser } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../test/fixtures';
import { bannerColor, bannerRole, chooseBanner, hasBillingRights, isBannerHiddenAt } from './chooseBanner';

type Role = SessionUser['roles'][number];

/** A billing deployment's session of `role` in the Demo organization, with the subscription fields given. */
function session(
  role: Role,
  fields: Partial<Omit<SessionResponse, 'user'>> = {},
  user: Partial<SessionUser> = {},
): SessionResponse & { user: SessionUser } {
  const base = sessionFixture({ org: { id: sessionFixture().orgId as string, name: 'Demo', role }, user });
  return {
    ...base,
    billingEnabled: true,
    orgSubscriptionStatus: 'Active',
    orgSubscriptionPaymentStatus: 'Current',
    orgRemainingSubscriptionDays: null,
    orgInGracePeriod: false,
    ...fields,
  };
}

const billingMember = { permissions: [permission('Update', 'Billing')] };
const choose = (s: SessionResponse, pathname = '/', deniedDismissed = false) =>
  chooseBanner({ session: s, pathname, deniedDismissed });

const trial = (days: number | null): Partial<Omit<SessionResponse, 'user'>> => ({
  orgSubscriptionStatus: 'Trial',
  orgSubscriptionPaymentStatus: 'None',
  orgRemainingSubscriptionDays: days,
});

describe('who has billing rights', () => {
  it('is the Owner, or anyone holding Update|Billing', () => {
    expect(hasBillingRights(session('Owner').user)).toBe(true);
    expect(hasBillingRights(session('Member', {}, billingMember).user)).toBe(true);
    expect(hasBillingRights(session('Admin').user)).toBe(false);
    expect(hasBillingRights(session('Member').user)).toBe(false);
    expect(hasBillingRights(session('Observer').user)).toBe(false);
  });
});

describe('chooseBanner: 1. the free trial', () => {
  it('tells the Owner and billing users the days left', () => {
    expect(choose(session('Owner', trial(12)))).toEqual({ kind: 'trial', daysLeft: 12, expired: false });
    expect(choose(session('Member', trial(1), billingMember))).toEqual({ kind: 'trial', daysLeft: 1, expired: false });
  });

  it('says the trial ended below one day left, and for a suspended organization', () => {
    expect(choose(session('Owner', trial(0)))).toEqual({ kind: 'trial', daysLeft: 0, expired: true });
    expect(choose(session('Owner', { ...trial(null), orgSubscriptionStatus: 'Suspended' }))).toEqual({
      kind: 'trial',
      daysLeft: 0,
      expired: true,
    });
  });

  it('shows members without billing rights nothing while the trial runs, contact-the-owner once it ended', () => {
    expect(choose(session('Admin', trial(12)))).toBeNull();
    expect(choose(session('Member', trial(12)))).toBeNull();
    expect(choose(session('Member', trial(0)))).toEqual({ kind: 'trial-ended-contact' });
    expect(choose(session('Observer', trial(0)))).toEqual({ kind: 'trial-ended-contact' });
  });

  it('is not a trial once something was paid', () => {
    expect(choose(session('Owner', { ...trial(5), orgSubscriptionPaymentStatus: 'Current' }))).toBeNull();
  });
});

describe('chooseBanner: 2 and 3. failed payment', () => {
  const failed = (payment: 'FailedWillRetry' | 'Failed', grace: boolean): Partial<Omit<SessionResponse, 'user'>> => ({
    orgSubscriptionStatus: 'Active',
    orgSubscriptionPaymentStatus: payment,
    orgInGracePeriod: grace,
  });

  it('sends the Owner and billing users to update the card: in the grace period the card screen, else checkout', () => {
    expect(choose(session('Owner', failed('FailedWillRetry', true)))).toEqual({
      kind: 'payment-failed',
      paymentTarget: '/view-payment',
    });
    expect(choose(session('Member', failed('Failed', false), billingMember))).toEqual({
      kind: 'payment-failed',
      paymentTarget: '/checkout',
    });
  });

  it('tells users without billing rights to contact the owner', () => {
    expect(choose(session('Admin', failed('FailedWillRetry', true)))).toEqual({ kind: 'payment-failed-contact' });
    expect(choose(session('Observer', failed('Failed', false)))).toEqual({ kind: 'payment-failed-contact' });
  });

  it('wins over a pending cancellation, but not over a canceled subscription', () => {
    expect(
      choose(session('Owner', { ...failed('FailedWillRetry', true), orgSubscriptionStatus: 'PendingCancellation' })),
    ).toMatchObject({ kind: 'payment-failed' });
    expect(choose(session('Owner', { ...failed('Failed', false), orgSubscriptionStatus: 'Canceled' }))).toMatchObject({
      kind: 'cancellation',
    });
  });

  it('is an alert in red', () => {
    expect(bannerRole('payment-failed')).toBe('alert');
    expect(bannerRole('payment-failed-contact')).toBe('alert');
    expect(bannerColor('payment-failed')).toBe('red');
  });
});

describe('chooseBanner: 4. cancellation', () => {
  it('offers the Owner and billing users RENEW: a renew call, or checkout when the payment failed', () => {
    expect(choose(session('Owner', { orgSubscriptionStatus: 'PendingCancellation' }))).toEqual({
      kind: 'cancellation',
      canceled: false,
      renew: 'post',
    });
    expect(
      choose(
        session(
          'Member',
          { orgSubscriptionStatus: 'Canceled', orgSubscriptionPaymentStatus: 'Current' },
          billingMember,
        ),
      ),
    ).toEqual({ kind: 'cancellation', canceled: true, renew: 'post' });
    expect(
      choose(session('Owner', { orgSubscriptionStatus: 'Canceled', orgSubscriptionPaymentStatus: 'Failed' })),
    ).toEqual({ kind: 'cancellation', canceled: true, renew: 'checkout' });
  });

  it('tells everyone else to contact the owner', () => {
    expect(choose(session('Admin', { orgSubscriptionStatus: 'PendingCancellation' }))).toEqual({
      kind: 'cancellation-contact',
      canceled: false,
    });
    expect(choose(session('Member', { orgSubscriptionStatus: 'Canceled' }))).toEqual({
      kind: 'cancellation-contact',
      canceled: true,
    });
  });

  it('is a yellow status; the trial is blue', () => {
    expect(bannerColor('cancellation')).toBe('yellow');
    expect(bannerRole('cancellation')).toBe('status');
    expect(bannerColor('trial')).toBe('blue');
    expect(bannerRole('trial')).toBe('status');
  });
});

describe('chooseBanner: 5. a denied upgrade request', () => {
  const denied = { upgradeRequestStatus: 'Denied' as const };

  it('says the request was not approved, until dismissed', () => {
    expect(choose(session('Observer', {}, denied))).toEqual({ kind: 'upgrade-denied' });
    expect(choose(session('Observer', {}, denied), '/', true)).toBeNull();
    expect(choose(session('Observer', {}, { upgradeRequestStatus: 'Pending' }))).toBeNull();
  });

  it('comes last: a subscription banner wins', () => {
    expect(choose(session('Observer', { orgSubscriptionStatus: 'Canceled' }, denied))).toMatchObject({
      kind: 'cancellation-contact',
    });
  });
});

describe('chooseBanner: where none shows', () => {
  it('shows none when the deployment does not bill, whatever the status says', () => {
    const off = (s: SessionResponse) => choose({ ...s, billingEnabled: false });
    expect(off(session('Owner', trial(0)))).toBeNull();
    expect(off(session('Owner', { orgSubscriptionPaymentStatus: 'Failed' }))).toBeNull();
    expect(off(session('Member', { orgSubscriptionStatus: 'Canceled' }))).toBeNull();
    expect(off(session('Observer', {}, { upgradeRequestStatus: 'Denied' }))).toBeNull();
  });

  it('shows none in a live meeting, on checkout, the card screen, org creation and the welcome routes', () => {
    const owner = session('Owner', trial(0));
    for (const path of [
      '/meeting/live/123',
      '/checkout',
      '/view-payment',
      '/org/create',
      '/welcome/beta/user',
      '/welcome/beta/user/SAVE10',
      '/welcome/invitation/abc/key',
      '/welcome/invitation/process/abc/key',
    ]) {
      expect(isBannerHiddenAt(path)).toBe(true);
      expect(choose(owner, path)).toBeNull();
    }
    for (const path of ['/', '/meetings', '/meeting/123', '/meeting/new', '/org/detail/1/license', '/vto']) {
      expect(isBannerHiddenAt(path)).toBe(false);
      expect(choose(owner, path)).not.toBeNull();
    }
  });

  it('shows none without an organization, or while its two-step verification is not on', () => {
    const owner = session('Owner', trial(0));
    expect(choose({ ...owner, orgId: null })).toBeNull();
    expect(choose({ ...owner, orgRequiresTwoStep: true })).toBeNull();
    expect(choose({ ...owner, user: null })).toBeNull();
  });

  it('shows none for a paid, current subscription', () => {
    expect(choose(session('Owner'))).toBeNull();
    expect(choose(session('Member'))).toBeNull();
  });
});
