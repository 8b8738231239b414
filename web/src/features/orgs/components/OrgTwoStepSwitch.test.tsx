import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { demoOrg } from '../../people/peopleFixtures';
import { OrgTwoStepSwitch } from './OrgTwoStepSwitch';

afterEach(() => vi.unstubAllGlobals());

const switchOf = () => screen.getByRole('switch', { name: 'Require two-step verification' }) as HTMLInputElement;

describe('OrgTwoStepSwitch', () => {
  it("stays off, saying why, until the Owner's own two-step verification is on", () => {
    stubApi({});
    renderWithProviders(<OrgTwoStepSwitch org={demoOrg} />, { session: sessionFixture() });
    expect(switchOf().disabled).toBe(true);
    expect(
      screen.getByText('Turn on two-step verification for your own account first (your Login settings).'),
    ).toBeTruthy();
  });

  it('requires it for everyone once the Owner has it', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`PUT org/${demoOrg.id}/two-step`]: () => ({
        body: { succeeded: true, org: { ...demoOrg, requireTwoStep: true } },
      }),
      'GET session': () => ({ body: sessionFixture({ user: { twoStepEnabled: true } }) }),
    });
    renderWithProviders(<OrgTwoStepSwitch org={demoOrg} />, {
      session: sessionFixture({ user: { twoStepEnabled: true } }),
    });
    expect(
      screen.getByText('Everyone in this organization must turn on two-step verification before they can use it.'),
    ).toBeTruthy();
    await user.click(switchOf());
    await waitFor(() => expect(calls.some((c) => c.key === `PUT org/${demoOrg.id}/two-step`)).toBe(true));
    expect(calls.find((c) => c.key === `PUT org/${demoOrg.id}/two-step`)?.body).toEqual({ required: true });
    expect(await screen.findByText('Two-step verification is now required')).toBeTruthy();
  });
});
