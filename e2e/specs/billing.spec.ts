import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { fromNewestMail, OWNER, shoot, signedInAt, signInAs } from '../support.ts';

// Billing with BILLING_PROVIDER=sandbox (issue 20's story), on an app node of its own: the demo
// organization starts on its trial with the days-left banner; the Owner checks out the annual plan for
// its two paid licenses (Adam the Admin and Maya the Member; Oscar the Observer is free) with a promo
// code, a California address and, after a declined card, a working one; the organization is Active and
// a receipt is mailed. A year on, the renewal fails on the card that fails on every charge: the banners
// follow the precedence, canceling makes everyone else a Free Observer at once, and checking out again
// brings them back. The default server (BILLING_PROVIDER=none) shows no billing at all.

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-billing');
const MAYA = 'member@demo.local';
let node: AppNode;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  node = await startAppNode({
    port: 3262,
    dataDir: DATA_DIR,
    fresh: true,
    env: {
      BILLING_PROVIDER: 'sandbox',
      BILLING_TAX_RATES: 'e2e/fixtures/billing-tax-rates.json',
      SANDBOX_COUPONS: 'e2e/fixtures/sandbox-coupons.json',
    },
  });
});
test.afterAll(async () => {
  await node?.stop();
});

let owner: Page;
let maya: Page;
let orgId: string;

// A status (an alert for a failed payment) named Subscription.
const banner = (page: Page) => page.getByLabel('Subscription', { exact: true });

/** The sandbox's card form and the address, as a person types them. */
async function typeCard(scope: ReturnType<Page['getByRole']>, number: string, zip = '93650'): Promise<void> {
  await scope.getByLabel('Card Number').fill(number);
  await scope.getByLabel('Security Code').fill('123');
  await scope.getByLabel('Expiration Month').selectOption({ index: 12 });
  await scope.getByLabel('Expiration Year').selectOption({ index: 4 });
  await scope.getByLabel('Street Address').fill('1 Main St');
  await scope.getByLabel('City').fill('Fresno');
  await scope.getByLabel('State/Province').selectOption('CA');
  await scope.getByLabel('Zip Code').fill(zip);
  // Fields say what is wrong once left, as a person tabs on.
  await scope.getByLabel('Zip Code').blur();
}

/** Moves the sandbox's clock (POST payment/sandbox/clock) as the Owner: renewals and retries fall due. */
async function advanceDays(days: number): Promise<void> {
  const res = await owner.request.post('/api/v2/payment/sandbox/clock', { data: { days } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function roleOf(page: Page): Promise<string> {
  const session = await (await page.request.get('/api/v2/session')).json();
  return session.user.roles[0];
}

test('a new organization is on its trial: the Owner sees the days left, a Member nothing', async ({ browser }) => {
  owner = await signedInAt(browser, node.url, OWNER);
  orgId = (await (await owner.request.get('/api/v2/session')).json()).orgId;
  await expect(banner(owner)).toContainText('30 days left in your free trial');
  await expect(banner(owner).getByRole('button', { name: 'Upgrade Organization' })).toBeVisible();
  await shoot(owner, 'trial-banner');

  maya = await signedInAt(browser, node.url, MAYA, 375);
  await expect(maya.getByRole('heading').first()).toBeVisible();
  await expect(banner(maya)).toHaveCount(0);
});

test('the Owner checks out the annual plan: a declined card and a bad ZIP change nothing, then tax, promo and total', async () => {
  await banner(owner).getByRole('button', { name: 'Upgrade Organization' }).click();
  const checkout = owner.getByRole('dialog');
  await expect(checkout).toBeVisible();
  await checkout.getByRole('radio', { name: 'Annual' }).click();
  await expect(checkout.getByText('You are paying for 2 licensed user(s); 2 free user(s) cost nothing.')).toBeVisible();

  await checkout.getByRole('textbox', { name: 'Promo code' }).fill('NOPE');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('This promo code is not valid.')).toBeVisible();
  await checkout.getByRole('textbox', { name: 'Promo code' }).fill('SPRING');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('Discount applied')).toBeVisible();

  // A ZIP that is not one: its message on the field, and nothing to pay with.
  await typeCard(checkout, '4000 0000 0000 0002', '9365');
  await expect(checkout.getByText('Invalid Zip Code')).toBeVisible();
  await expect(checkout.getByRole('button', { name: /^Pay/ })).toBeDisabled();

  // 2 × $150.00 = $300.00, 20% off = $240.00, California's 10% = $24.00: $264.00.
  await checkout.getByLabel('Zip Code').fill('93650');
  const price = checkout.getByRole('table', { name: 'Price' });
  await expect(price).toContainText('−$60.00');
  await expect(price).toContainText('$24.00');
  await expect(price).toContainText('$264.00');
  await shoot(owner, 'checkout');

  await checkout.getByRole('button', { name: 'Pay $264.00' }).click();
  await expect(checkout.getByText('Your card was declined.')).toBeVisible();
  const still = await (await owner.request.get('/api/v2/subscription')).json();
  expect(still).toMatchObject({ status: 'Trial', paymentStatus: 'None' });
  expect((await (await owner.request.get('/api/v2/payment/methods')).json()).paymentProfiles).toEqual([]);

  await checkout.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $264.00' }).click();
  await expect(owner.getByText('Thank you: your subscription is active.')).toBeVisible();
  await expect(owner).toHaveURL(new RegExp(`/org/detail/${orgId}/billing$`));
  await expect(banner(owner)).toHaveCount(0);
  const plan = owner.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText('Active');
  await expect(plan).toContainText('2 paid, 2 free');
  await expect(
    owner.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: /\$264\.00 Paid/ }),
  ).toBeVisible();
  await shoot(owner, 'billing-active');

  // The receipt mail, with the amount paid.
  await fromNewestMail(DATA_DIR, OWNER, /Receipt for[\s\S]*(264\.00)/);
});

test('a year on the renewal fails: the banners follow the precedence, cancel makes everyone else a Free Observer, checkout brings them back', async () => {
  // The card that fails on every charge becomes the primary one.
  await owner.getByRole('button', { name: 'Add Payment Method' }).click();
  const popup = owner.getByRole('dialog', { name: 'Add Payment Method' });
  await typeCard(popup, '4000 0000 0000 0341');
  await popup.getByLabel('Set this card as my primary payment method').check();
  await popup.getByRole('button', { name: 'Add Card' }).click();
  await expect(owner.getByText('Added: New card has been added')).toBeVisible();

  await advanceDays(366);
  await owner.reload();
  await expect(banner(owner)).toContainText('Your last payment failed.');
  await expect(banner(owner).getByRole('button', { name: 'Update Payment Method' })).toBeVisible();
  await maya.reload();
  await expect(banner(maya)).toContainText('Please contact the owner to update the card on file.');
  await shoot(maya, 'failed-member-375');

  for (const days of [1, 3, 5]) await advanceDays(days);
  await owner.reload();
  await expect(banner(owner)).toContainText('Your payment failed.');
  await expect.poll(() => roleOf(maya)).toBe('Observer');

  await owner.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(confirm).toContainText('right away');
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(banner(owner)).toContainText('Your subscription has been canceled.');
  await shoot(owner, 'canceled');

  // RENEW after a failed payment goes to checkout; a working card brings Maya back as a Member.
  await banner(owner).getByRole('button', { name: 'RENEW' }).click();
  const checkout = owner.getByRole('dialog');
  await checkout.getByRole('button', { name: 'Use another card' }).click();
  await typeCard(checkout, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(owner.getByText('Thank you: your subscription is active.')).toBeVisible();
  await expect.poll(() => roleOf(maya)).toBe('Member');
  await expect(banner(owner)).toHaveCount(0);
});

test('inside the grace period the Owner updates the card on /view-payment and the open invoice is paid', async () => {
  await owner.goto(`/org/detail/${orgId}/billing`);
  await owner.getByRole('button', { name: 'Add Payment Method' }).click();
  const popup = owner.getByRole('dialog', { name: 'Add Payment Method' });
  await typeCard(popup, '4000 0000 0000 0341');
  await popup.getByLabel('Set this card as my primary payment method').check();
  await popup.getByRole('button', { name: 'Add Card' }).click();
  await expect(owner.getByText('Added: New card has been added')).toBeVisible();

  // The renewal of the plan checked out again (a year) fails: the provider will try again.
  await advanceDays(366);
  await owner.reload();
  await banner(owner).getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(owner).toHaveURL(/\/view-payment$/);
  const update = owner.getByRole('dialog');
  await typeCard(update, '4242 4242 4242 4242');
  await update.getByRole('button', { name: 'Update Card' }).click();
  await expect(owner.getByText('Payment received: your subscription is up to date.')).toBeVisible();
  await expect(banner(owner)).toHaveCount(0);
  const paid = await (await owner.request.get('/api/v2/subscription')).json();
  expect(paid).toMatchObject({ status: 'Active', paymentStatus: 'Current', isInGracePeriod: false });
});

test('with BILLING_PROVIDER=none there is no billing tab, banner or checkout', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, OWNER);
  const session = await (await page.request.get('/api/v2/session')).json();
  expect(session).toMatchObject({ billingEnabled: false, orgSubscriptionStatus: 'None' });
  await page.goto(`/org/detail/${session.orgId}`);
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect((await page.request.get('/api/v2/subscription')).status()).toBe(404);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});
