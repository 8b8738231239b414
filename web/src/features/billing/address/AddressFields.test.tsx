import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { UpdateBillingInfoPopup } from '../popups/UpdateBillingInfoPopup';
import { billingSession, usAddress, visa } from '../test/billingFixtures';

/** Update Billing Information of the Visa card, whose address is in New York. */
function renderPopup() {
  const stub = stubApi({
    [`GET payment/billing-address/${visa.id}`]: () => ({
      body: { succeeded: true, id: visa.id, address: usAddress },
    }),
    [`POST payment/billing-address/${visa.id}`]: () => ({ body: { succeeded: true } }),
  });
  const view = renderWithProviders(<UpdateBillingInfoPopup cardId={visa.id} onClose={() => {}} />, {
    session: billingSession(),
  });
  return { ...stub, ...view, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Update Billing Information' });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const updateButton = () => screen.getByRole('button', { name: 'Update' });

describe('the billing address form (002 §5)', { timeout: 30_000 }, () => {
  it('shows skeleton rows while loading, then the address with a Zip Code and a state list for the US', async () => {
    renderPopup();
    await dialog();
    expect(screen.getByTestId('billing-skeleton').children.length).toBe(5);
    await screen.findByLabelText(/^Street Address/);
    expect(screen.queryByTestId('billing-skeleton')).toBeNull();
    expect(field(/^Street Address/).value).toBe('1 Main St');
    expect(field(/^Country/).value).toBe('US');
    expect(field(/^Zip Code/).value).toBe('12207');
    const state = field(/^State\/Province/);
    expect(state.tagName).toBe('SELECT');
    expect(state.value).toBe('NY');
    expect(within(state).getByRole('option', { name: 'Select a State' })).toBeTruthy();
    expect(updateButton().hasAttribute('disabled')).toBe(false);
  });

  it('reads Postal Code and Select a Province for Canada, clears a state Canada does not have, and disables Update until it is valid', async () => {
    const { user } = renderPopup();
    await screen.findByLabelText(/^Street Address/);
    await user.selectOptions(field(/^Country/), 'CA');

    expect(screen.queryByLabelText(/^Zip Code/)).toBeNull();
    expect(field(/^Postal Code/)).toBeTruthy();
    const state = field(/^State\/Province/);
    expect(within(state).getByRole('option', { name: 'Select a Province' })).toBeTruthy();
    // New York is not a Canadian province: cleared, and a province is required in Canada.
    expect(state.value).toBe('');
    expect(updateButton().hasAttribute('disabled')).toBe(true);

    await user.selectOptions(state, 'ON');
    // 12207 is no Canadian postal code.
    expect(updateButton().hasAttribute('disabled')).toBe(true);
    await user.clear(field(/^Postal Code/));
    await user.type(field(/^Postal Code/), 'K1A 0B1');
    expect(updateButton().hasAttribute('disabled')).toBe(false);
  });

  it('tells an invalid US ZIP once the field is left, and disables Update', async () => {
    const { user } = renderPopup();
    await screen.findByLabelText(/^Street Address/);
    await user.clear(field(/^Zip Code/));
    await user.type(field(/^Zip Code/), '1220');
    await user.tab();
    expect(await screen.findByText('Invalid Zip Code')).toBeTruthy();
    expect(updateButton().hasAttribute('disabled')).toBe(true);
  });

  it('saves the address, says so, and shows the server’s field message under its field', async () => {
    const { user, calls, fetchMock } = renderPopup();
    await screen.findByLabelText(/^Street Address/);
    await user.type(field(/^Apt\/Unit/), 'Suite 5');
    await user.click(updateButton());
    await waitFor(() => expect(calls.some((c) => c.key === `POST payment/billing-address/${visa.id}`)).toBe(true));
    expect(calls.find((c) => c.key === `POST payment/billing-address/${visa.id}`)?.body).toEqual({
      id: visa.id,
      address: { ...usAddress, addressLine2: 'Suite 5' },
    });
    expect(await screen.findByText('Updated: Credit card details have been updated')).toBeTruthy();

    // A second save refused on the postal code: the message stands under the field.
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({
            succeeded: false,
            messages: [{ id: 'VAL_INVALID_ZIP_CODE', text: 'Invalid Zip Code', field: 'address.postalCode' }],
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    await user.click(updateButton());
    expect(await screen.findByText('Invalid Zip Code')).toBeTruthy();
  });
});
