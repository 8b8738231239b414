import { SubscriptionResponse } from '@eos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createAccount, createOrg } from '../../../test/factories.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../../../test/harness.ts';
import { mailsTo } from '../auth/test-support.ts';

// The subscription's life with BILLING_PROVIDER=sandbox, through the API (issue 20 item 2; 002 §4):
// trial, checkout with tax and a coupon, a declined charge, a renewal that fails and is retried, the
// Free Observers of a failed or canceled subscription, cancel and renew, and the read-only rule.

const DAY_MS = 24 * 60 * 60 * 1000;
const TAX = { US: { default: 0, states: { CA: 10 } } };
const COUPONS = [
  { code: 'HALF', percentOff: 50 },
  { code: 'OLD', percentOff: 10, expiresAt: new Date('2020-01-01T00:00:00Z') },
];
const CA = { countryCode: 'US', addressLine1: '1 Main St', city: 'Fresno', stateOrProvince: 'CA', postalCode: '93650' };
const VISA = '4242 4242 4242 4242';
const FAILS_ON_CHARGE = '4000 0000 0000 0341';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ billing: sandboxBilling({ taxRates: TAX, sandboxCoupons: COUPONS }) });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie: user.cookie }, payload });

async function addCard(user: SignedInUser, number: string) {
  const secret = (await call(user, 'POST', '/payment/token')).json().token;
  const tokenized = await call(user, 'POST', '/payment/sandbox/tokenize', {
    secret,
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 5,
    cvc: '123',
  });
  expect(tokenized.statusCode, tokenized.body).toBe(200);
  const res = await call(user, 'POST', '/payment/add', { token: tokenized.json().token, isPrimary: true, address: CA });
  expect(res.statusCode, res.body).toBe(200);
}

/** An Owner with two Members (paid seats) and an Observer (free), as the story has them. */
async function team() {
  const owner = await signedInMember(t);
  const members = [];
  for (const role of ['Member', 'Member', 'Observer'] as const) {
    const account = await createAccount(t.ctx.db);
    members.push(await addMember(t.ctx.db, owner.org, account, role));
  }
  return { owner, members };
}

const subscription = async (user: SignedInUser) => {
  const res = await call(user, 'GET', '/subscription');
  expect(res.statusCode, res.body).toBe(200);
  return SubscriptionResponse.parse(res.json());
};
const session = async (user: SignedInUser) => (await call(user, 'GET', '/session')).json();
const roles = async (orgId: string) =>
  (
    (await t.ctx.db.execute(sql`select role from memberships where org_id = ${orgId} order by role`)) as unknown as {
      rows: { role: string }[];
    }
  ).rows.map((r) => r.role);
/** Runs a story on an app of its own (its sandbox clock is per organization too; kept apart all the same). */
async function onOwnClock(story: () => Promise<void>): Promise<void> {
  const own = await createTestApp({ billing: sandboxBilling() });
  const previous = t;
  t = own;
  try {
    await story();
  } finally {
    t = previous;
    await own.close();
  }
}
const advance = (user: SignedInUser, days: number) => call(user, 'POST', '/payment/sandbox/clock', { days });

describe('checkout', () => {
  it('turns a trial into an Active subscription of the paid seats, with tax and the coupon, and mails a receipt', async () => {
    const { owner } = await team();
    const trial = await subscription(owner);
    expect(trial).toMatchObject({ status: 'Trial', paymentStatus: 'None', seatCount: 2, freeCount: 2 });
    expect(trial.remainingTrialDays).toBeGreaterThanOrEqual(29);

    const noCard = await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-annual' });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().messages[0].id).toBe('BILLING_NO_PAYMENT_METHOD');

    expect((await call(owner, 'POST', '/subscription/apply-coupon/NOPE')).json()).toMatchObject({ result: 'Invalid' });
    expect((await call(owner, 'POST', '/subscription/apply-coupon/OLD')).json()).toMatchObject({ result: 'Expired' });
    expect((await call(owner, 'POST', '/subscription/apply-coupon/half')).json()).toEqual({
      succeeded: true,
      result: 'Applied',
      couponCodes: ['HALF'],
      discount: { code: 'HALF', percentOff: 50, amountOffCents: null },
    });
    expect((await subscription(owner)).discount).toEqual({ code: 'HALF', percentOff: 50, amountOffCents: null });

    await addCard(owner, VISA);
    const paid = await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-annual' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'Active',
      paymentStatus: 'Current',
      plan: 'eos-one-annual',
      seatCount: 2,
    });
    expect((await session(owner)).orgSubscriptionStatus).toBe('Active');

    // 2 seats × 150.00 a year, half off = 150.00, plus California's 10% = 165.00.
    const invoices = (await call(owner, 'GET', '/invoices')).json().items;
    expect(invoices).toEqual([expect.objectContaining({ totalAmount: 16500, invoiceStatus: 'Paid' })]);
    const one = await call(owner, 'GET', `/invoice?ids=${invoices[0].id},in_unknown`);
    expect(one.json().items.map((i: { id: string }) => i.id)).toEqual([invoices[0].id]);
    const [receipt] = await mailsTo(t, owner.account.email.toLowerCase());
    expect(receipt?.subject).toContain('Receipt');
    expect(receipt?.text).toContain('165.00');

    const again = await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
    expect(again.statusCode).toBe(409);
    expect((await call(owner, 'POST', '/subscription/apply-coupon/HALF')).json().result).toBe('NotApplicable');
  });

  it('refuses a card that cannot be charged with its reason and changes nothing', async () => {
    const { owner } = await team();
    await addCard(owner, FAILS_ON_CHARGE);
    const res = await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'BILLING_PAYMENT_DECLINED' });
    expect(await subscription(owner)).toMatchObject({ status: 'Trial', paymentStatus: 'None', plan: null });
    expect((await call(owner, 'GET', '/invoices')).json().items).toEqual([]);
  });

  it('needs a paid license to check out', async () => {
    const owner = await signedInMember(t);
    await addCard(owner, VISA);
    const res = await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
    expect(res.json().messages[0].id).toBe('BILLING_NO_PAID_LICENSES');
  });
});

describe('cancel and renew', () => {
  it('cancels at the end of the period, renews, and once the period has ended makes everyone else a Free Observer until renewed', async () => {
    // Its own app and clock (the clock is per organization since issue 34; kept apart all the same).
    await onOwnClock(async () => {
      const { owner } = await team();
      await addCard(owner, VISA);
      await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });

      const pending = await call(owner, 'POST', '/subscription/cancel');
      expect(pending.json()).toMatchObject({ status: 'PendingCancellation', canceledAt: expect.any(String) });
      expect(await roles(owner.org.id)).toEqual(['Member', 'Member', 'Observer', 'Owner']);
      const back = await call(owner, 'POST', '/subscription/renew');
      expect(back.json()).toMatchObject({ status: 'Active', canceledAt: null });

      await call(owner, 'POST', '/subscription/cancel');
      const moved = await advance(owner, 32);
      expect(moved.json()).toMatchObject({ ended: 1 });
      expect(await subscription(owner)).toMatchObject({ status: 'Canceled', seatCount: 2 });
      expect(await roles(owner.org.id)).toEqual(['Observer', 'Observer', 'Observer', 'Owner']);

      const renewed = await call(owner, 'POST', '/subscription/renew');
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json()).toMatchObject({ status: 'Active', plan: 'eos-one-monthly', seatCount: 2 });
      expect(await roles(owner.org.id)).toEqual(['Member', 'Member', 'Observer', 'Owner']);
    });
  });

  it('after a renewal fails: retried in a grace period, then Failed; cancel then takes effect at once', async () => {
    await onOwnClock(async () => {
      const { owner } = await team();
      await addCard(owner, VISA);
      await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
      await addCard(owner, FAILS_ON_CHARGE);

      await advance(owner, 31);
      const retrying = await session(owner);
      expect(retrying).toMatchObject({
        orgSubscriptionStatus: 'Active',
        orgSubscriptionPaymentStatus: 'FailedWillRetry',
        orgInGracePeriod: true,
      });
      const failedMails = await mailsTo(t, owner.account.email.toLowerCase(), 2);
      expect(failedMails[0]?.subject).toContain('Payment failed');

      // The sandbox retries 1, 3 and 5 days after each attempt, then gives up.
      for (const days of [1, 3, 5]) await advance(owner, days);
      expect(await session(owner)).toMatchObject({
        orgSubscriptionStatus: 'Failed',
        orgSubscriptionPaymentStatus: 'Failed',
        orgInGracePeriod: false,
      });
      expect(await roles(owner.org.id)).toEqual(['Observer', 'Observer', 'Observer', 'Owner']);
      expect((await call(owner, 'POST', '/subscription/renew')).json().messages[0].id).toBe(
        'BILLING_RENEW_NEEDS_CHECKOUT',
      );

      const canceled = await call(owner, 'POST', '/subscription/cancel');
      expect(canceled.json()).toMatchObject({ status: 'Canceled' });

      // Checking out again with a working card brings the team back.
      await addCard(owner, VISA);
      const paid = await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'Active', paymentStatus: 'Current', seatCount: 2 });
      expect(await roles(owner.org.id)).toEqual(['Member', 'Member', 'Observer', 'Owner']);
    });
  });
});

describe('the grace period', () => {
  it('a new primary card pays the open invoice at once; a refused one leaves the retries running', async () => {
    await onOwnClock(async () => {
      const { owner } = await team();
      await addCard(owner, VISA);
      await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
      await addCard(owner, FAILS_ON_CHARGE);
      await advance(owner, 31);
      expect((await session(owner)).orgSubscriptionPaymentStatus).toBe('FailedWillRetry');

      await addCard(owner, FAILS_ON_CHARGE);
      expect((await session(owner)).orgSubscriptionPaymentStatus).toBe('FailedWillRetry');
      await addCard(owner, VISA);
      expect(await session(owner)).toMatchObject({
        orgSubscriptionStatus: 'Active',
        orgSubscriptionPaymentStatus: 'Current',
        orgInGracePeriod: false,
      });
      const invoices = (await call(owner, 'GET', '/invoices')).json().items;
      expect(invoices.map((i: { invoiceStatus: string }) => i.invoiceStatus)).toEqual(['Paid', 'Paid']);
    });
  });
});

describe('seats and the read-only rule', () => {
  it('the seat count follows a seat given up', async () => {
    const { owner, members } = await team();
    await addCard(owner, VISA);
    await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
    const res = await call(owner, 'POST', `/subscription/remove/${members[0]?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscription(owner)).toMatchObject({ seatCount: 1, freeCount: 3 });
    let seats: number | null = null;
    for (let i = 0; i < 100 && seats !== 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const rows = (await t.ctx.db.execute(
        sql`select seats from org_billing where org_id = ${owner.org.id}`,
      )) as unknown as {
        rows: { seats: number | null }[];
      };
      seats = rows.rows[0]?.seats ?? null;
    }
    expect(seats).toBe(1);
  });

  it('an ended trial is Suspended and its work read-only, while the Owner can still pay', async () => {
    const org = await createOrg(t.ctx.db, { trialEndsAt: new Date(Date.now() - DAY_MS) });
    const owner = await signedInMember(t, { org });
    expect(await session(owner)).toMatchObject({
      orgSubscriptionStatus: 'Suspended',
      orgRemainingSubscriptionDays: 0,
      billingEnabled: true,
    });
    const todo = await call(owner, 'POST', '/todos', { title: 'Call the bank', dueDate: '2030-01-01' });
    expect(todo.statusCode).toBe(403);
    expect(todo.json().messages[0].id).toBe('ERR_SUBSCRIPTION_READ_ONLY');
    expect((await call(owner, 'POST', '/payment/token')).statusCode).toBe(200);
  });

  it('another organization reads only its own subscription, and a Member none', async () => {
    const { owner } = await team();
    const stranger = await signedInMember(t);
    await addCard(owner, VISA);
    await call(owner, 'POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
    expect(await subscription(stranger)).toMatchObject({ status: 'Trial', plan: null });
    expect((await call(stranger, 'GET', '/invoices')).json().items).toEqual([]);
    const member = await signedInMember(t, { org: owner.org, role: 'Member' });
    expect((await call(member, 'GET', '/subscription')).statusCode).toBe(403);
  });
});

describe('BILLING_PROVIDER=none', () => {
  it('has no trial, no subscription calls and no read-only rule', async () => {
    const none = await createTestApp();
    try {
      const owner = await signedInMember(none);
      const created = await none.app.inject({
        method: 'POST',
        url: '/api/v2/orgs',
        headers: { cookie: owner.cookie },
        payload: { name: 'Self-hosted' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const s = (
        await none.app.inject({ method: 'GET', url: '/api/v2/session', headers: { cookie: owner.cookie } })
      ).json();
      expect(s).toMatchObject({
        orgSubscriptionStatus: 'None',
        orgRemainingSubscriptionDays: null,
        billingEnabled: false,
      });
      for (const url of ['/subscription', '/subscription/seat-count', '/invoices']) {
        const res = await none.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { cookie: owner.cookie } });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await none.close();
    }
  });
});
