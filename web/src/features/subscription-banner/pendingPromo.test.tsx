import type { SessionResponse } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { ids, sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { savePendingPromo, usePendingPromo } from './pendingPromo';

function Probe() {
  usePendingPromo();
  return null;
}

const session = (role: 'Owner' | 'Member', billingEnabled = true): SessionResponse => ({
  ...sessionFixture({ org: { id: ids.org, name: 'Demo', role } }),
  billingEnabled,
});

const applied = () => ({
  status: 200,
  body: {
    succeeded: true,
    couponCodes: ['FRIEND'],
    result: 'Applied',
    discount: { code: 'FRIEND', percentOff: 10, amountOffCents: null },
  },
});

afterEach(() => localStorage.clear());

describe('a code from /referral or /discount', () => {
  it('is applied once the Owner is in an organization that bills, and said so', async () => {
    savePendingPromo('FRIEND');
    const { calls } = stubApi({ 'POST subscription/apply-coupon/FRIEND': applied });
    renderWithProviders(<Probe />, { session: session('Owner') });
    expect(await screen.findByText('Discount applied: FRIEND')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST subscription/apply-coupon/FRIEND')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });

  it('waits while the person may not bill, or the deployment does not bill', async () => {
    savePendingPromo('FRIEND');
    const { calls } = stubApi({ 'POST subscription/apply-coupon/FRIEND': applied });
    renderWithProviders(<Probe />, { session: session('Member') });
    renderWithProviders(<Probe />, { session: session('Owner', false) });
    await waitFor(() => expect(localStorage.length).toBe(1));
    expect(calls).toHaveLength(0);
  });
});
