import type { SessionResponse, SessionUser } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressContext, HOME_BACKGROUND } from '../../app/modalRoutes';
import { type Handler, stubApi } from '../../test/api-stub';
import { ids, sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SubscriptionBanner } from './SubscriptionBanner';

type Role = SessionUser['roles'][number];

function session(role: Role, fields: Partial<SessionResponse> = {}, user: Partial<SessionUser> = {}): SessionResponse {
  return {
    ...sessionFixture({ org: { id: ids.org, name: 'Demo', role }, user }),
    billingEnabled: true,
    ...fields,
  };
}

const trial = (days: number): Partial<SessionResponse> => ({
  orgSubscriptionStatus: 'Trial',
  orgSubscriptionPaymentStatus: 'None',
  orgRemainingSubscriptionDays: days,
});

function setup(s: SessionResponse, routes: Record<string, Handler> = {}, url = '/') {
  const api = stubApi(routes);
  const view = renderWithProviders(<SubscriptionBanner />, { session: s, url });
  return { ...api, ...view, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('status', { name: 'Subscription' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => sessionStorage.clear());

describe('SubscriptionBanner', () => {
  it('shows the Owner the days left with Upgrade Organization, as a status region', () => {
    setup(session('Owner', trial(12)));
    const region = banner();
    expect(region).toBeTruthy();
    expect(within(region as HTMLElement).getByText('12 days left in your free trial')).toBeTruthy();
    expect(within(region as HTMLElement).getByRole('button', { name: 'Upgrade Organization' })).toBeTruthy();
  });

  it('says "1 day left" for the last day', () => {
    setup(session('Owner', trial(1)));
    expect(screen.getByText('1 day left in your free trial')).toBeTruthy();
  });

  it('shows nothing at all when the deployment does not bill', () => {
    const { container } = setup({ ...session('Owner', trial(0)), billingEnabled: false });
    expect(banner()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('[data-banner]')).toBeNull();
  });

  it('shows nothing on the checkout route', () => {
    setup(session('Owner', trial(0)), {}, '/checkout');
    expect(banner()).toBeNull();
  });

  it('hides under a modal route: the shell beneath renders at the background, the address is the modal one', () => {
    // As AppRoutes does: the pages at the background location, the browser's address in AddressContext.
    function Frame() {
      const location = useLocation();
      const page = useRoutes([{ path: '*', element: <SubscriptionBanner /> }], HOME_BACKGROUND);
      return <AddressContext.Provider value={location}>{page}</AddressContext.Provider>;
    }
    stubApi({});
    renderWithProviders(<Frame />, { session: session('Owner', trial(0)), url: '/meeting/live/abc' });
    expect(banner()).toBeNull();
  });

  it('Upgrade with no paid license: tells the owner to upgrade a member on the License screen first', async () => {
    const { user, calls } = setup(session('Owner', trial(0)), {
      'GET subscription/seat-count': () => ({ body: { succeeded: true, paid: 0, free: 3 } }),
    });
    expect(screen.getByText('Your free trial has ended. Upgrade to keep working with your team.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upgrade Organization' }));
    const note = await screen.findByTestId('banner-license-note');
    expect(note.textContent).toMatch(/Upgrade a member to a license on the License screen first/);
    expect(calls.map((c) => c.key)).toEqual(['GET subscription/seat-count']);
    expect(location()).toBe('/');
    // The link goes to the organization's License tab.
    const link = within(note).getByRole('link', { name: 'Go to the License screen' });
    expect(link.getAttribute('href')).toBe(`/org/detail/${ids.org}/license`);
    await user.click(link);
    expect(location()).toBe(`/org/detail/${ids.org}/license`);
  });

  it('Upgrade with a paid license: opens the checkout', async () => {
    const { user } = setup(session('Owner', trial(5)), {
      'GET subscription/seat-count': () => ({ body: { succeeded: true, paid: 2, free: 1 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade Organization' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(screen.queryByTestId('banner-license-note')).toBeNull();
  });

  it('Upgrade when the license check fails: says why and stays', async () => {
    const { user } = setup(session('Owner', trial(5)), {
      'GET subscription/seat-count': () => ({
        status: 403,
        body: { succeeded: false, messages: [{ id: 'ERR', text: 'Not allowed here' }] },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade Organization' }));
    expect(await screen.findByText('Not allowed here')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('tells a member of an expired trial to contact the owner, with no button', () => {
    setup(session('Member', trial(0)));
    const region = banner() as HTMLElement;
    expect(
      within(region).getByText("Your organization's free trial has ended. Please contact the owner to upgrade."),
    ).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('a failed payment is an alert; in the grace period Update Payment Method opens the card screen', async () => {
    const { user } = setup(
      session('Owner', { orgSubscriptionPaymentStatus: 'FailedWillRetry', orgInGracePeriod: true }),
    );
    const alert = screen.getByRole('alert', { name: 'Subscription' });
    await user.click(within(alert).getByRole('button', { name: 'Update Payment Method' }));
    expect(location()).toBe('/view-payment');
  });

  it('RENEW posts the renewal, says so and reads the session again', async () => {
    const renewed = session('Owner');
    const { user, calls } = setup(session('Owner', { orgSubscriptionStatus: 'PendingCancellation' }), {
      'POST subscription/renew': () => ({ body: { succeeded: true } }),
      'GET session': () => ({ body: renewed }),
    });
    expect(screen.getByText('Your subscription ends on your next billing date.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'RENEW' }));
    expect(await screen.findByText('Your subscription has been renewed.')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.key === 'GET session')).toBe(true));
    // The session now says Active: the banner goes.
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('RENEW shows the refusal text', async () => {
    const { user } = setup(session('Owner', { orgSubscriptionStatus: 'Canceled' }), {
      'POST subscription/renew': () => ({
        status: 409,
        body: { succeeded: false, messages: [{ id: 'ERR_RENEW', text: 'The subscription cannot be renewed.' }] },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'RENEW' }));
    expect(await screen.findByText('The subscription cannot be renewed.')).toBeTruthy();
  });

  it('RENEW after a failed payment goes to the checkout instead of renewing', async () => {
    const { user, calls } = setup(
      session('Owner', { orgSubscriptionStatus: 'Canceled', orgSubscriptionPaymentStatus: 'Failed' }),
    );
    await user.click(screen.getByRole('button', { name: 'RENEW' }));
    expect(location()).toBe('/checkout');
    expect(calls).toEqual([]);
  });

  it('the denied upgrade note can be dismissed for the browser session', async () => {
    const denied = session('Observer', {}, { upgradeRequestStatus: 'Denied' });
    const { user, unmount } = setup(denied);
    expect(screen.getByText('Your upgrade request was not approved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    unmount();
    // Still dismissed when the shell renders again in this browser session.
    setup(denied);
    expect(banner()).toBeNull();
  });
});
