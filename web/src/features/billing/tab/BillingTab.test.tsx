import type { SubscriptionView } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import OrgDetailPage from '../../orgs/pages/OrgDetailPage';
import { demoOrg } from '../../people/peopleFixtures';
import { billingRoutes, billingSession, subscriptionFixture } from '../test/billingFixtures';

/** /org/detail/{id}/billing as the Owner, the server answering `subscription` and `routes`. */
function renderBilling(
  subscription: SubscriptionView = subscriptionFixture(),
  { billingEnabled = true, routes = {} }: { billingEnabled?: boolean; routes?: Record<string, Handler> } = {},
) {
  const session = billingSession(billingEnabled);
  const stub = stubApi({
    'GET session': () => ({ body: session }),
    [`GET org/${ids.org}`]: () => ({ body: { succeeded: true, org: demoOrg } }),
    ...billingRoutes(subscription),
    ...routes,
  });
  const view = renderPage(<OrgDetailPage />, {
    path: '/org/detail/:id/:tab?',
    url: `/org/detail/${ids.org}/billing`,
    session,
  });
  return { ...stub, ...view, user: userEvent.setup() };
}

const planSection = () => screen.findByRole('region', { name: 'Plan' });

describe('the Billing tab', { timeout: 30_000 }, () => {
  it('is not there at all where the deployment does not bill, and its address opens Details', async () => {
    renderBilling(subscriptionFixture(), { billingEnabled: false });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Details', 'License', 'User Settings']);
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
  });

  it('says the next bill is before the promo code the subscription redeemed', async () => {
    renderBilling(subscriptionFixture({ couponCodes: ['SPRING20'] }));
    const plan = await planSection();
    expect(within(plan).getByText('$36.00 before tax and promo code SPRING20 on Feb 1, 2030')).toBeTruthy();
  });

  it('shows the plan, seats and next bill, the cards, the account email and the invoices', async () => {
    renderBilling();
    expect(screen.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe('true');
    const plan = await planSection();
    expect(within(plan).getByText('Monthly')).toBeTruthy();
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('3 paid, 2 free')).toBeTruthy();
    expect(within(plan).getByText('$36.00 before tax on Feb 1, 2030')).toBeTruthy();
    expect(within(plan).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: 'Upgrade Organization' })).toBeNull();

    const card = await screen.findByRole('listitem', { name: 'Visa card ending in 4242' });
    expect(within(card).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(card).getByText('Primary')).toBeTruthy();
    expect(within(card).getByText('Expires 03/2031')).toBeTruthy();
    expect(await screen.findByText('billing@demo.local')).toBeTruthy();
    expect(
      await screen.findByText('No invoices yet. Your receipts appear here after your first payment.'),
    ).toBeTruthy();
  });

  it('asks before canceling, saying that use continues to the next billing date', async () => {
    const { user, calls } = renderBilling(subscriptionFixture(), {
      routes: {
        'POST subscription/cancel': () => ({
          body: { succeeded: true, ...subscriptionFixture({ status: 'PendingCancellation' }) },
        }),
      },
    });
    await user.click(within(await planSection()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(
      within(dialog).getByText(
        'Your subscription stays active until Feb 1, 2030, then ends. You can renew it any time before then.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Free Observer/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST subscription/cancel')).toBe(true));
    expect(await screen.findByText('Your subscription will end on its next billing date.')).toBeTruthy();
  });

  it('after a failed payment, warns that canceling ends it at once and makes everyone else a Free Observer', async () => {
    const { user, calls } = renderBilling(subscriptionFixture({ paymentStatus: 'Failed' }));
    await user.click(within(await planSection()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(
      within(dialog).getByText(
        'Your last payment failed, so canceling ends the subscription right away: the Owner keeps single-user access and everyone else becomes a Free Observer at once.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel your subscription?' })).toBeNull());
    expect(calls.some((c) => c.key === 'POST subscription/cancel')).toBe(false);
  });

  it('renews a pending cancellation with a renew request', async () => {
    const { user, calls } = renderBilling(subscriptionFixture({ status: 'PendingCancellation' }), {
      routes: { 'POST subscription/renew': () => ({ body: { succeeded: true, ...subscriptionFixture() } }) },
    });
    await user.click(within(await planSection()).getByRole('button', { name: 'Renew subscription' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST subscription/renew')).toBe(true));
    expect(await screen.findByText('Your subscription has been renewed.')).toBeTruthy();
  });

  it('sends a canceled subscription whose payment failed to the checkout instead of renewing', async () => {
    const { user, calls } = renderBilling(subscriptionFixture({ status: 'Canceled', paymentStatus: 'Failed' }));
    await user.click(within(await planSection()).getByRole('button', { name: 'Renew subscription' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
    expect(calls.some((c) => c.key === 'POST subscription/renew')).toBe(false);
  });

  it('offers the checkout during a trial, with the days left', async () => {
    const { user } = renderBilling(
      subscriptionFixture({ status: 'Trial', paymentStatus: 'None', plan: null, remainingTrialDays: 12 }),
    );
    const plan = await planSection();
    expect(within(plan).getByText('12 day(s) left')).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await user.click(within(plan).getByRole('button', { name: 'Upgrade Organization' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
  });

  it('speaks to the user when there is no card yet', async () => {
    renderBilling(subscriptionFixture(), {
      routes: { 'GET payment/methods': () => ({ body: { succeeded: true, paymentProfiles: [] } }) },
    });
    expect(await screen.findByText('Add a card to pay for your licenses.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeTruthy();
  });

  it('shows a printable receipt of an invoice', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderBilling(subscriptionFixture(), {
      routes: {
        'GET invoices': () => ({
          body: {
            succeeded: true,
            items: [
              {
                id: 'in_1',
                totalAmount: 3888,
                dueDate: '2030-01-01T12:00:00.000Z',
                issueDate: '2030-01-01T12:00:00.000Z',
                invoiceStatus: 'Paid',
                source: 'subscription_create',
              },
            ],
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Jan 1, 2030');
    expect(row.textContent).toContain('$38.88');
    expect(row.textContent).toContain('Paid');
    await user.click(within(row).getByRole('button', { name: 'Receipt of Jan 1, 2030' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
    for (const text of ['Demo', 'in_1', '$38.88', 'Paid']) expect(within(receipt).getByText(text)).toBeTruthy();
    await user.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting a card and shows why the server refused', async () => {
    const { user, calls } = renderBilling(subscriptionFixture(), {
      routes: {
        'DELETE payment/pm_visa': () => ({
          status: 409,
          body: {
            succeeded: false,
            messages: [{ id: 'BILLING_LAST_CARD_IN_USE', text: 'This is the only card on file.' }],
          },
        }),
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Visa card ending in 4242' });
    await user.click(within(card).getByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(within(dialog).getByText('The Visa card ending in 4242 will be removed from your account.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'DELETE payment/pm_visa')).toBe(true));
    expect(
      await screen.findByText(
        'This is the only card on file and the subscription is active. Add another card before removing this one.',
      ),
    ).toBeTruthy();
  });

  it('tells someone without billing rights whom to ask', async () => {
    const session = billingSession(true, { org: { id: ids.org, name: 'Demo', role: 'Member' } });
    stubApi({
      'GET session': () => ({ body: session }),
      [`GET org/${ids.org}`]: () => ({ body: { succeeded: true, org: demoOrg } }),
    });
    renderPage(<OrgDetailPage />, { path: '/org/detail/:id/:tab?', url: `/org/detail/${ids.org}/billing`, session });
    expect(await screen.findByText('Billing is managed by the Owner')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
  });
});
