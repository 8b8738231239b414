import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import ViewPaymentModal from '../modals/ViewPaymentModal';
import { billingRoutes, billingSession, subscriptionFixture, visa } from '../test/billingFixtures';
import { fillCardForm } from '../test/fillCardForm';

const json = (status: number, body: object) => () => ({ status, body });

const failing = subscriptionFixture({ paymentStatus: 'FailedWillRetry', isInGracePeriod: true });

function renderViewPayment(after = subscriptionFixture()) {
  let added = false;
  const routes: Record<string, Handler> = {
    ...billingRoutes(failing),
    // Before the new card: the failed state; after it the server has paid the open invoice itself.
    'GET subscription': () => ({ body: { succeeded: true, ...(added ? after : failing) } }),
    'GET invoices': json(200, {
      succeeded: true,
      items: [
        {
          id: 'in_2',
          totalAmount: 3888,
          dueDate: '2030-02-01T12:00:00.000Z',
          issueDate: '2030-02-01T12:00:00.000Z',
          invoiceStatus: 'Open',
          source: 'subscription_cycle',
        },
      ],
    }),
    'POST payment/token': json(200, {
      succeeded: true,
      token: 'cus_1_secret_a',
      provider: 'sandbox',
      publishableKey: null,
    }),
    'POST payment/sandbox/tokenize': json(200, { succeeded: true, token: 'tok_1' }),
    'POST payment/add': () => {
      added = true;
      return { body: { succeeded: true, paymentProfile: visa } };
    },
  };
  const stub = stubApi(routes);
  const view = renderPage(<ViewPaymentModal />, {
    path: '/view-payment',
    url: '/view-payment',
    session: billingSession(),
  });
  return { ...stub, ...view, user: userEvent.setup() };
}

describe('the card update after a failed payment', { timeout: 30_000 }, () => {
  it('shows the failure and the amount due, adds the new card as primary and closes once paid', async () => {
    const { user, calls } = renderViewPayment();
    expect(await screen.findByText('Payment status: Payment failed, retrying')).toBeTruthy();
    expect(screen.getByText('Amount due: $38.88')).toBeTruthy();
    await fillCardForm(user);
    await user.click(screen.getByRole('button', { name: 'Update Card' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST payment/add')?.body).toMatchObject({ isPrimary: true }),
    );
    expect(await screen.findByText('Payment received: your subscription is up to date.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/org/detail/${ids.org}/billing`));
  });

  it('says where things stand when the payment still has not gone through', async () => {
    const { user } = renderViewPayment(failing);
    await fillCardForm(user);
    await user.click(await screen.findByRole('button', { name: 'Update Card' }));
    expect(
      await screen.findByText(/Your new card has been saved, but the payment has not gone through yet/),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/view-payment');
  });
});
