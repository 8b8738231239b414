import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AccessTokensSection } from './AccessTokensSection';

afterEach(() => vi.unstubAllGlobals());

const laptop = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Claude on my laptop',
  scope: 'read-write',
  prefix: 'eos_pat_AbCd',
  created: '2030-03-04T15:30:00.000Z',
  expires: '2030-06-02T15:30:00.000Z',
  lastUsed: null,
  isExpired: false,
};
const old = {
  ...laptop,
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Old script',
  scope: 'read',
  prefix: 'eos_pat_XyZw',
  lastUsed: '2030-03-05T15:30:00.000Z',
  isExpired: true,
};
const SECRET = `eos_pat_${'k'.repeat(43)}`;

function renderSection(session = sessionFixture()) {
  return renderWithProviders(<AccessTokensSection timeZoneName="America/New_York" locale="en-US" />, { session });
}

/** The token's card in the list, by its name. */
const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('AccessTokensSection', () => {
  it('lists the tokens with their scope, dates and last use', async () => {
    stubApi({ 'GET user/tokens': () => ({ body: { succeeded: true, tokens: [laptop, old] } }) });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Access tokens' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = card('Claude on my laptop');
    expect(within(first).getByText('Read and write')).toBeTruthy();
    expect(within(first).getByText('eos_pat_AbCd…')).toBeTruthy();
    // 15:30 UTC is 10:30 in New York, the user's own zone.
    expect(within(first).getByText('Created').nextElementSibling?.textContent).toMatch(/Mar 4, 2030.*10:30/);
    expect(within(first).getByText('Last used').nextElementSibling?.textContent).toBe('Never');
    const second = card('Old script');
    expect(within(second).getByText('Read')).toBeTruthy();
    expect(within(second).getByText('Expires').nextElementSibling?.textContent).toMatch(/^Expired Jun 2, 2030/);
    expect(screen.getByText(/work with your data in Demo/)).toBeTruthy();
  });

  it('makes a token and shows its secret once, with Copy and the warning', async () => {
    const user = userEvent.setup();
    let tokens: object[] = [];
    const { calls } = stubApi({
      'GET user/tokens': () => ({ body: { succeeded: true, tokens } }),
      'POST user/tokens': () => {
        tokens = [laptop];
        return { body: { succeeded: true, token: laptop, secret: SECRET } };
      },
    });
    renderSection();
    expect(await screen.findByText('You have no access tokens in this organization.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New token' }));
    const popup = await screen.findByRole('dialog', { name: 'New access token' });

    // The name is required: nothing is sent without one.
    await user.click(within(popup).getByRole('button', { name: 'Create token' }));
    expect(await within(popup).findByText('Required')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST user/tokens')).toBe(false);

    await user.type(within(popup).getByRole('textbox', { name: /Name/ }), 'Claude on my laptop');
    await user.click(within(popup).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(popup).getByRole('radio', { name: '365 days' }));
    await user.click(within(popup).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your access token' });
    expect(calls.find((c) => c.key === 'POST user/tokens')?.body).toEqual({
      name: 'Claude on my laptop',
      scope: 'read-write',
      expiresInDays: 365,
    });
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    expect(within(shown).getByText(/\/api\/v2\/mcp/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // The list learned of it; the secret leaves with the popup.
    expect(await screen.findByText('eos_pat_AbCd…')).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('offers Observers read tokens only', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET user/tokens': () => ({ body: { succeeded: true, tokens: [] } }) });
    renderSection(sessionFixture({ user: { abilities: ['org.read', 'upgrade.request'] } }));
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const popup = await screen.findByRole('dialog', { name: 'New access token' });
    expect((within(popup).getByRole('radio', { name: 'Read and write' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(popup).getByRole('radio', { name: 'Read' }) as HTMLInputElement).checked).toBe(true);
    expect(within(popup).getByText('As an Observer you can make read tokens only.')).toBeTruthy();
  });

  it('revokes a token after asking, from the keyboard', async () => {
    const user = userEvent.setup();
    let tokens: object[] = [laptop, old];
    const { calls } = stubApi({
      'GET user/tokens': () => ({ body: { succeeded: true, tokens } }),
      [`DELETE user/tokens/${old.id}`]: () => {
        tokens = [laptop];
        return { body: { succeeded: true } };
      },
    });
    renderSection();
    const revoke = await screen.findByRole('button', { name: 'Revoke Old script' });
    revoke.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Revoke access token' });
    expect(within(confirm).getByText(/Revoke the token Old script\?/)).toBeTruthy();
    // Cancel first: nothing is revoked.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke access token' });
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Old script')).toBeNull());
    expect(calls.filter((c) => c.key === `DELETE user/tokens/${old.id}`)).toHaveLength(1);
    expect(screen.getByText('Claude on my laptop')).toBeTruthy();
  });
});
