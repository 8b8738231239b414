import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SandboxProvider } from '../../src/integrations/payments/sandbox/provider.ts';
import { todoBody } from '../../src/modules/todos/test-support.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createMeeting } from '../factories.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 28: with BILLING_PROVIDER=sandbox, an Owner's POST payment/sandbox/clock moves only its own
// organization's clock (issue 34 item 6). Five organizations on one sandbox-billing app: the mover on
// a trial, two others on trials, two others paying (one monthly, one annual). The mover moves its
// clock three times, 480 days in all (past every trial's end, past a monthly and an annual renewal),
// and the every-minute background run then runs too. The others see what they saw before: their
// trials running, their subscriptions Active and Current, no invoice charged beyond checkout's;
// the mover's own trial has ended (Suspended, its work read-only).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ billing: sandboxBilling() });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie: user.cookie }, payload });
const ok = async (user: SignedInUser, method: Method, url: string, payload?: object) => {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** An Owner and one Member (a paid seat), the Owner's card on file and a subscription charged once. */
async function paying(plan: 'eos-one-monthly' | 'eos-one-annual'): Promise<SignedInUser> {
  const owner = await signedInMember(t);
  await signedInMember(t, { org: owner.org, role: 'Member' });
  const { token: secret } = await ok(owner, 'POST', '/payment/token');
  const { token } = await ok(owner, 'POST', '/payment/sandbox/tokenize', {
    secret,
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 5,
    cvc: '123',
  });
  const address = {
    countryCode: 'US',
    addressLine1: '1 Main St',
    city: 'Austin',
    stateOrProvince: 'TX',
    postalCode: '78701',
  };
  await ok(owner, 'POST', '/payment/add', { token, isPrimary: true, address });
  await ok(owner, 'POST', '/subscription/checkout', { plan });
  return owner;
}

/** A valid POST todos body in the owner's organization (on a meeting of its own). */
async function aTodo(owner: SignedInUser) {
  const meeting = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
  return todoBody(meeting.id, [owner.membership.id]);
}

/** What an organization's people notice of their subscription: its state, and the invoices charged. */
async function seen(owner: SignedInUser) {
  const session = await ok(owner, 'GET', '/session');
  const subscription = await ok(owner, 'GET', '/subscription');
  const invoices = (await ok(owner, 'GET', '/invoices')).items as unknown[];
  return {
    status: session.orgSubscriptionStatus as string,
    paymentStatus: session.orgSubscriptionPaymentStatus as string,
    remainingTrialDays: session.orgRemainingSubscriptionDays as number | null,
    nextBillingDate: subscription.nextBillingDate ?? null,
    invoices: invoices.length,
  };
}

it("moves only the mover's clock: other organizations' trials and renewals are untouched", async () => {
  const mover = await signedInMember(t);
  const others = [
    await signedInMember(t),
    await signedInMember(t),
    await paying('eos-one-monthly'),
    await paying('eos-one-annual'),
  ];
  const before = await Promise.all(others.map(seen));
  expect(before.map((s) => s.status)).toEqual(['Trial', 'Trial', 'Active', 'Active']);
  expect(before.map((s) => s.invoices)).toEqual([0, 0, 1, 1]);

  const moves = [40, 40, 400];
  let movedTo = 0;
  for (const days of moves) {
    const moved = await ok(mover, 'POST', '/payment/sandbox/clock', { days });
    movedTo = Date.parse(moved.now);
  }
  const total = moves.reduce((a, b) => a + b, 0);
  expect(movedTo).toBeGreaterThan(Date.now() + (total - 1) * 24 * 60 * 60 * 1000);
  // The every-minute background run (app.ts), run now: each organization by its own clock.
  await (t.ctx.payments as SandboxProvider).runDue();

  const after = await Promise.all(others.map(seen));
  let touched = 0;
  for (const [i, was] of before.entries()) {
    const now = after[i];
    if (now?.status !== was.status || now.paymentStatus !== was.paymentStatus || now.invoices !== was.invoices)
      touched++;
  }
  expect(after, `${touched} of ${others.length} other organizations changed`).toEqual(before);
  // Writing work still works in another organization on a trial (not read-only).
  const [trialOwner] = others;
  if (!trialOwner) throw new Error('no other organization');
  const todo = await call(trialOwner, 'POST', '/todos', await aTodo(trialOwner));
  expect(todo.statusCode, todo.body).toBe(200);

  // The mover's own trial did end: Suspended, its work read-only.
  const own = await seen(mover);
  expect(own).toMatchObject({ status: 'Suspended', remainingTrialDays: 0 });
  const refused = await call(mover, 'POST', '/todos', await aTodo(mover));
  expect(refused.statusCode).toBe(403);
  expect(refused.json().messages[0].id).toBe('ERR_SUBSCRIPTION_READ_ONLY');

  expect(touched).toBe(0);
  recordFigure(
    28,
    'sandbox clock',
    `${moves.length} clock moves (${total} days) by 1 organization: ${touched} of ${others.length} other organizations' trials ended or renewals charged; the mover's own trial ended`,
  );
});
