import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { userDetailsFixture } from '../testing';
import { PreferencesTab } from './PreferencesTab';

const saveKey = `PUT user/details/${ids.user}/preferences`;

function renderPreferences(nameDisplayStyle: 'first-only' | null) {
  const api = stubApi({
    [saveKey]: (body) => ({
      body: { succeeded: true, user: userDetailsFixture(body as { nameDisplayStyle: null }) },
    }),
    'GET session': () => ({ body: sessionFixture() }),
  });
  // The session's style is already resolved (own ?? org): the tab must not read it.
  renderWithProviders(<PreferencesTab user={userDetailsFixture({ nameDisplayStyle })} />, {
    session: sessionFixture({ user: { nameDisplayStyle: 'last-first' } }),
  });
  return api;
}

const nameDisplay = () => screen.getByLabelText('Name display', { selector: 'input' }) as HTMLInputElement;

describe('PreferencesTab: name display', () => {
  it('shows the user own choice, offers Organization default first, and saves it as null', async () => {
    const user = userEvent.setup();
    const { calls } = renderPreferences('first-only');
    expect(nameDisplay().value).toBe('Ada');

    await user.click(nameDisplay());
    const options = await screen.findAllByRole('option');
    expect(options[0]?.textContent).toBe('Organization default');
    await user.click(options[0] as HTMLElement);
    expect(nameDisplay().value).toBe('Organization default');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.key === saveKey)).toBe(true));
    expect(calls.find((c) => c.key === saveKey)?.body).toMatchObject({ nameDisplayStyle: null });
    expect(await screen.findByText('Updated: Preferences')).toBeTruthy();
  });

  it('reads Organization default when the user follows the organization, and saves a style of their own', async () => {
    const user = userEvent.setup();
    const { calls } = renderPreferences(null);
    expect(nameDisplay().value).toBe('Organization default');

    await user.click(nameDisplay());
    await user.click(await screen.findByRole('option', { name: 'Owner, Ada' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.key === saveKey)).toBe(true));
    expect(calls.find((c) => c.key === saveKey)?.body).toMatchObject({ nameDisplayStyle: 'last-first' });
  });
});
