import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import CheckoutModal from '../modals/CheckoutModal';
import { billingRoutes, billingSession, subscriptionFixture, usAddress, visa } from '../test/billingFixtures';
import { fillCardForm } from '../test/fillCardForm';

const json = (status: number, body: object) => () => ({ status, body });

/** /checkout of a Trial organization with 3 paid seats; tax is 8% of the sub-total. */
function renderCheckout(routes: Record<string, Handler> = {}, { billingEnabled = true } = {}) {
  const session = billingSession(billingEnabled);
  const stub = stubApi({
    'GET session': () => ({ body: session }),
    ...billingRoutes(
      subscriptionFixture({ status: 'Trial', paymentStatus: 'None', plan: null, remainingTrialDays: 3 }),
    ),
    'POST payment/calculate-tax': (body) => ({
      body: { succeeded: true, taxAmount: Math.round((body as { subTotal: number }).subTotal * 0.08) },
    }),
    'POST subscription/checkout': json(200, { succeeded: true, ...subscriptionFixture() }),
    ...routes,
  });
  const view = renderPage(<CheckoutModal />, { path: '/checkout', url: '/checkout', session });
  return { ...stub, ...view, user: userEvent.setup() };
}

const price = () => screen.findByRole('table', { name: 'Price' });
const rowText = async (name: RegExp) =>
  within(await price())
    .getAllByRole('row')
    .find((r) => name.test(r.textContent ?? ''))?.textContent;
const location = () => screen.getByTestId('location').textContent;

describe('the checkout', { timeout: 30_000 }, () => {
  it('prices the seats at the chosen plan, adds the tax on the primary card’s address and pays', async () => {
    const { user, calls } = renderCheckout();
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeTruthy();
    expect(screen.getByText('$12.00 per user per month')).toBeTruthy();
    expect(screen.getByText('$120.00 per user per year')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();

    await waitFor(async () => expect(await rowText(/^Total/)).toBe('Total$38.88'));
    expect(await rowText(/user\(s\)/)).toBe('3 user(s) × $12.00 per user per month$36.00');
    expect(await rowText(/^Tax/)).toBe('Tax$2.88');
    expect(calls.find((c) => c.key === 'POST payment/calculate-tax')?.body).toEqual({
      subTotal: 3600,
      address: usAddress,
    });

    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    await waitFor(async () => expect(await rowText(/^Total/)).toBe('Total$388.80'));
    await user.click(screen.getByRole('button', { name: 'Pay $388.80' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST subscription/checkout')).toBe(true));
    expect(calls.find((c) => c.key === 'POST subscription/checkout')?.body).toEqual({ plan: 'eos-one-annual' });
    expect(await screen.findByText('Thank you: your subscription is active.')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/org/detail/${ids.org}/billing`));
  });

  it('applies a promo code and says what came of each one', async () => {
    const { user, calls } = renderCheckout({
      'POST subscription/apply-coupon/SPRING25': json(200, {
        succeeded: true,
        couponCodes: ['SPRING25'],
        result: 'Applied',
        discount: { code: 'SPRING25', percentOff: 25, amountOffCents: null },
      }),
      'POST subscription/apply-coupon/OLD10': json(200, {
        succeeded: true,
        couponCodes: ['SPRING25'],
        result: 'Expired',
        discount: null,
      }),
    });
    const code = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(code, 'SPRING25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount applied')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Applied promo codes:' })).getByText('SPRING25')).toBeTruthy();
    // A quarter off comes off before tax: the tax is asked for on three quarters of the sub-total.
    expect(await screen.findByText('Promo code SPRING25')).toBeTruthy();
    await waitFor(() => {
      const asked = calls
        .filter((c) => c.key === 'POST payment/calculate-tax')
        .map((c) => (c.body as { subTotal: number }).subTotal);
      expect(asked.at(-1)).toBe(Math.round((asked[0] ?? 0) * 0.75));
    });

    await user.type(code, 'OLD10{Enter}');
    expect(await screen.findByText('This promo code has expired.')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST subscription/apply-coupon/')).length).toBe(2);
  });

  it('keeps everything when the card is declined, and says why', async () => {
    const { user } = renderCheckout({
      'POST subscription/checkout': json(422, {
        succeeded: false,
        messages: [{ id: 'BILLING_PAYMENT_DECLINED', text: 'Your card was declined.' }],
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Annual' }));
    await waitFor(async () => expect(await rowText(/^Total/)).toBe('Total$388.80'));
    await user.click(screen.getByRole('button', { name: 'Pay $388.80' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect((screen.getByRole('radio', { name: 'Annual' }) as HTMLInputElement).checked).toBe(true);
    expect(location()).toBe('/checkout');
  });

  it('says there is nothing to pay for without a paid license, and leads to the License tab', async () => {
    const { user } = renderCheckout({
      'GET subscription': json(200, {
        succeeded: true,
        ...subscriptionFixture({ status: 'Trial', paymentStatus: 'None', seatCount: 0 }),
      }),
    });
    expect(await screen.findByText('No paid license yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay/ }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Go to the License tab' }));
    await waitFor(() => expect(location()).toBe(`/org/detail/${ids.org}/license`));
  });

  it('takes a new card inline when none is on file, adds it as the primary card, then pays', async () => {
    const { user, calls } = renderCheckout({
      'GET payment/methods': json(200, { succeeded: true, paymentProfiles: [] }),
      'POST payment/token': json(200, {
        succeeded: true,
        token: 'cus_1_secret_a',
        provider: 'sandbox',
        publishableKey: null,
      }),
      'POST payment/sandbox/tokenize': json(200, { succeeded: true, token: 'tok_1' }),
      'POST payment/add': json(200, { succeeded: true, paymentProfile: visa }),
    });
    const card = await fillCardForm(user, {
      number: '4242 4242 4242 4242',
      beforeAddress: async () => expect(await rowText(/^Tax/)).toBe('TaxEnter the billing address to see the tax'),
    });

    await waitFor(async () => expect(await rowText(/^Total/)).toBe('Total$38.88'));
    await user.click(screen.getByRole('button', { name: 'Pay $38.88' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST subscription/checkout')).toBe(true));
    const keys = calls.map((c) => c.key);
    expect(keys.indexOf('POST payment/add')).toBeLessThan(keys.indexOf('POST subscription/checkout'));
    expect(calls.find((c) => c.key === 'POST payment/sandbox/tokenize')?.body).toEqual({
      secret: 'cus_1_secret_a',
      ...card,
    });
    expect(calls.find((c) => c.key === 'POST payment/add')?.body).toEqual({
      address: usAddress,
      token: 'tok_1',
      isPrimary: true,
    });
  });

  it('shows the card form’s refusal as a toast and adds nothing', async () => {
    const { user, calls } = renderCheckout({
      'GET payment/methods': json(200, { succeeded: true, paymentProfiles: [] }),
      'POST payment/token': json(200, {
        succeeded: true,
        token: 'cus_1_secret_a',
        provider: 'sandbox',
        publishableKey: null,
      }),
      'POST payment/sandbox/tokenize': json(422, {
        succeeded: false,
        messages: [{ id: 'BILLING_PAYMENT_DECLINED', text: 'Your card number is incorrect.' }],
      }),
    });
    await fillCardForm(user, { number: '4242 4242 4242 4241' });
    await waitFor(async () => expect(await rowText(/^Total/)).toBe('Total$38.88'));
    await user.click(screen.getByRole('button', { name: 'Pay $38.88' }));
    expect(await screen.findByText('Your card number is incorrect.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST payment/add')).toBe(false);
    expect(calls.some((c) => c.key === 'POST subscription/checkout')).toBe(false);
    expect((screen.getByLabelText(/^Card Number/) as HTMLInputElement).value).toBe('4242 4242 4242 4241');
  });

  it('goes home where the deployment does not bill', async () => {
    renderCheckout({}, { billingEnabled: false });
    await waitFor(() => expect(location()).toBe('/'));
  });
});
