import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { billingSession, usAddress, visa } from '../test/billingFixtures';
import { fillCardForm } from '../test/fillCardForm';
import { AddPaymentMethodPopup } from './AddPaymentMethodPopup';
import { UpdateAccountInfoPopup } from './UpdateAccountInfoPopup';

const json = (status: number, body: object) => () => ({ status, body });

function render(ui: ReactElement, routes: Record<string, Handler>) {
  const stub = stubApi(routes);
  const view = renderWithProviders(ui, { session: billingSession() });
  return { ...stub, ...view, user: userEvent.setup() };
}

describe('Update Account Information', { timeout: 30_000 }, () => {
  it('needs a valid email before Update, then saves it', async () => {
    const { user, calls } = render(<UpdateAccountInfoPopup opened onClose={() => {}} />, {
      'GET subscription/customer': json(200, { succeeded: true, email: null }),
      'POST subscription/customer': json(200, { succeeded: true }),
    });
    const email = (await screen.findByRole('textbox', { name: /^Email/ })) as HTMLInputElement;
    const update = screen.getByRole('button', { name: 'Update' });
    expect(email.value).toBe('');
    expect(update.hasAttribute('disabled')).toBe(true);
    await user.type(email, 'billing@demo');
    await user.tab();
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(update.hasAttribute('disabled')).toBe(true);
    await user.type(email, '.local');
    expect(update.hasAttribute('disabled')).toBe(false);
    await user.click(update);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST subscription/customer')?.body).toEqual({ email: 'billing@demo.local' }),
    );
    expect(await screen.findByText('Updated: Account information has been updated')).toBeTruthy();
  });
});

describe('Add Payment Method', { timeout: 30_000 }, () => {
  it('adds a card with its address and the primary choice, Add Card waiting for every required field', async () => {
    const { user, calls } = render(<AddPaymentMethodPopup opened onClose={() => {}} />, {
      'POST payment/token': json(200, {
        succeeded: true,
        token: 'cus_1_secret_a',
        provider: 'sandbox',
        publishableKey: null,
      }),
      'POST payment/sandbox/tokenize': json(200, { succeeded: true, token: 'tok_1' }),
      'POST payment/add': json(200, { succeeded: true, paymentProfile: visa }),
    });
    const number = await screen.findByLabelText(/^Card Number/);
    const add = screen.getByRole('button', { name: 'Add Card' });
    expect(add.hasAttribute('disabled')).toBe(true);
    // Typed then emptied: 'Required' (002 §2).
    await user.type(number, '4');
    await user.clear(number);
    await user.tab();
    expect(await screen.findByText('Required')).toBeTruthy();

    await fillCardForm(user, { beforeAddress: () => expect(add.hasAttribute('disabled')).toBe(true) });
    await user.click(screen.getByRole('checkbox', { name: 'Set this card as my primary payment method' }));
    expect(add.hasAttribute('disabled')).toBe(false);

    await user.click(add);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST payment/add')?.body).toEqual({
        address: usAddress,
        token: 'tok_1',
        isPrimary: true,
      }),
    );
    expect(await screen.findByText('Added: New card has been added')).toBeTruthy();
  });

  it('shows a declined card’s reason and keeps what was typed', async () => {
    const { user } = render(<AddPaymentMethodPopup opened onClose={() => {}} />, {
      'POST payment/token': json(200, {
        succeeded: true,
        token: 'cus_1_secret_a',
        provider: 'sandbox',
        publishableKey: null,
      }),
      'POST payment/sandbox/tokenize': json(200, { succeeded: true, token: 'tok_1' }),
      'POST payment/add': json(422, {
        succeeded: false,
        messages: [
          { id: 'BILLING_PAYMENT_DECLINED', text: 'Your card was declined.' },
          { id: 'VAL_INVALID_ZIP_CODE', text: 'Invalid Zip Code', field: 'address.postalCode' },
        ],
      }),
    });
    await fillCardForm(user, { number: '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('Invalid Zip Code')).toBeTruthy();
    expect((screen.getByLabelText(/^Street Address/) as HTMLInputElement).value).toBe('1 Main St');
  });
});
