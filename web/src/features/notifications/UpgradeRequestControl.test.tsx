import type { UpgradeRequestStatus } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubBar } from '../../shell/SubBar';
import { type Handler, stubApi } from '../../test/api-stub';
import { ids, sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

function observer(upgradeRequestStatus: UpgradeRequestStatus) {
  return sessionFixture({
    org: { id: ids.org, name: 'Demo', role: 'Observer' },
    user: { abilities: ['org.read', 'upgrade.request'], upgradeRequestStatus },
  });
}

/** The sub-bar as the shell shows it, for `session`. */
function setup(session: ReturnType<typeof sessionFixture>, routes: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST person/upgrade': () => ({ body: { succeeded: true, upgradeRequestStatus: 'Pending' } }),
    ...routes,
  });
  renderWithProviders(<SubBar onAdd={() => {}} />, { session, flags: {} });
  return { ...api, user: userEvent.setup() };
}

describe('Request Upgrade in the sub-bar', { timeout: 30_000 }, () => {
  it("an Observer asks to be upgraded: 'Requested', then the request shows as pending", async () => {
    const { user, calls } = setup(observer('None'));
    expect(screen.queryByRole('button', { name: /To-Do/ })).toBeNull();
    expect(screen.queryByTestId('upgrade-status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request Upgrade' }));
    expect(await screen.findByText('Requested')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST person/upgrade')).toHaveLength(1);
    expect(screen.getByTestId('upgrade-status').textContent).toBe('Upgrade pending approval');
    // They have asked: no second request while it is pending.
    expect(screen.queryByRole('button', { name: 'Request Upgrade' })).toBeNull();
  });

  it('a pending request shows its status and no button', () => {
    setup(observer('Pending'));
    expect(screen.getByTestId('upgrade-status').textContent).toBe('Upgrade pending approval');
    expect(screen.queryByRole('button', { name: 'Request Upgrade' })).toBeNull();
  });

  it('a denied request says so, and the Observer may ask again', async () => {
    const { user } = setup(observer('Denied'));
    expect(screen.getByTestId('upgrade-status').textContent).toBe('Upgrade not approved');
    await user.click(screen.getByRole('button', { name: 'Request Upgrade' }));
    await waitFor(() => expect(screen.getByTestId('upgrade-status').textContent).toBe('Upgrade pending approval'));
  });

  it('licensed members see the add actions and no Request Upgrade', () => {
    setup(sessionFixture());
    expect(screen.getAllByRole('button', { name: /To-Do/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Request Upgrade' })).toBeNull();
    expect(screen.queryByTestId('upgrade-status')).toBeNull();
  });

  it("a refused request shows the server's first message and changes nothing", async () => {
    const { user } = setup(observer('None'), {
      'POST person/upgrade': () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [{ id: 'ERR_UPGRADE_NOT_OBSERVER', text: 'Only Observers can request an upgrade.' }],
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Request Upgrade' }));
    expect(await screen.findByText('Only Observers can request an upgrade.')).toBeTruthy();
    expect(screen.getByText('ERROR')).toBeTruthy();
    expect(screen.queryByTestId('upgrade-status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request Upgrade' })).toBeTruthy();
  });
});
