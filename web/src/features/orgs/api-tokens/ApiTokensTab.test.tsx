import type { Person } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ada, cy, orgRoutes, sessionAs } from '../../people/peopleFixtures';
import OrgDetailPage from '../pages/OrgDetailPage';

afterEach(() => vi.unstubAllGlobals());

const report = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Weekly report',
  scopes: [
    { area: 'items', level: 'read' },
    { area: 'scorecard', level: 'write' },
  ],
  prefix: 'eos_oat_AbCd',
  created: '2030-03-04T15:30:00.000Z',
  expires: '2030-06-02T15:30:00.000Z',
  lastUsed: '2030-03-05T15:30:00.000Z',
  isExpired: false,
  createdBy: { id: ids.me, name: 'Ada Lovelace' },
  revokedReason: null,
};
const SECRET = `eos_oat_${'k'.repeat(43)}`;

function renderTab(me: Person, routes: Record<string, Handler>, flagOn = true) {
  const session = sessionAs(me);
  const stub = stubApi({ ...orgRoutes(), 'GET session': () => ({ body: session }), ...routes });
  renderPage(<OrgDetailPage />, {
    path: '/org/detail/:id/:tab?',
    url: `/org/detail/${ids.org}/api-tokens`,
    session,
    flags: { 'enable-api-switch': flagOn },
  });
  return { ...stub, user: userEvent.setup() };
}

describe('the API tokens tab', { timeout: 30_000 }, () => {
  it('is there for Owners and Admins only while the API switch is on', async () => {
    renderTab(ada, {}, false);
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'API tokens' })).toBeNull();
  });

  it('is not offered to a Member', async () => {
    renderTab(cy, {});
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'API tokens' })).toBeNull();
  });

  it('lists the tokens, makes one with per-area scopes and shows its secret once, revokes one', async () => {
    let tokens: object[] = [report];
    const { user, calls } = renderTab(ada, {
      'GET org/api-tokens': () => ({ body: { succeeded: true, tokens } }),
      'POST org/api-tokens': () => {
        const made = { ...report, id: '00000000-0000-4000-8000-0000000000b2', name: 'Zapier', prefix: 'eos_oat_ZzZz' };
        tokens = [made, report];
        return { body: { succeeded: true, token: made, secret: SECRET } };
      },
      [`DELETE org/api-tokens/${report.id}`]: () => {
        tokens = tokens.filter((x) => x !== report);
        return { body: { succeeded: true } };
      },
    });
    expect((await screen.findByRole('tab', { name: 'API tokens' })).getAttribute('aria-selected')).toBe('true');
    const item = (await screen.findByText('Weekly report')).closest('li') as HTMLElement;
    expect(within(item).getByText('Items (Rocks, To-Dos, Issues, Headlines): Read')).toBeTruthy();
    expect(within(item).getByText('Scorecard: Read and write')).toBeTruthy();
    expect(within(item).getByText('Created by').nextElementSibling?.textContent).toBe('Ada Lovelace');
    expect(within(item).getByText('Last used').nextElementSibling?.textContent).toMatch(/Mar 5, 2030/);

    await user.click(screen.getByRole('button', { name: 'New token' }));
    const popup = await screen.findByRole('dialog', { name: 'New API token' });
    await user.type(within(popup).getByRole('textbox', { name: /Name/ }), 'Zapier');
    // No area chosen: nothing is sent.
    await user.click(within(popup).getByRole('button', { name: 'Create token' }));
    expect(await within(popup).findByText('Choose at least one area the token may read or change.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST org/api-tokens')).toBe(false);

    const area = (name: string) => within(popup).getByRole('radiogroup', { name });
    await user.click(within(area('Meetings')).getByRole('radio', { name: 'Read' }));
    await user.click(within(area('People')).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(popup).getByRole('radio', { name: '365 days' }));
    await user.click(within(popup).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your API token' });
    expect(calls.find((c) => c.key === 'POST org/api-tokens')?.body).toEqual({
      name: 'Zapier',
      expiresInDays: 365,
      scopes: [
        { area: 'meetings', level: 'read' },
        { area: 'people', level: 'write' },
      ],
    });
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await screen.findByText('Zapier')).toBeTruthy();

    // Revoke, from the keyboard, after the question.
    const revoke = screen.getByRole('button', { name: 'Revoke Weekly report' });
    revoke.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API token' });
    expect(within(confirm).getByText(/Revoke the API token Weekly report\?/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Weekly report')).toBeNull());
    expect(calls.filter((c) => c.key === `DELETE org/api-tokens/${report.id}`)).toHaveLength(1);
  });

  it('keeps a token revoked because its maker left, marked so, until someone removes it from the list', async () => {
    const gone = { ...report, name: 'Old sync', createdBy: null, revokedReason: 'maker-removed' };
    let tokens: object[] = [gone];
    const { user, calls } = renderTab(ada, {
      'GET org/api-tokens': () => ({ body: { succeeded: true, tokens } }),
      [`DELETE org/api-tokens/${report.id}`]: () => {
        tokens = [];
        return { body: { succeeded: true } };
      },
    });
    const item = (await screen.findByText('Old sync')).closest('li') as HTMLElement;
    expect(within(item).getByText('Revoked: its maker left')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Revoke Old sync' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Remove Old sync from the list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove revoked API token' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This organization has no API tokens.')).toBeTruthy();
    expect(calls.filter((c) => c.key === `DELETE org/api-tokens/${report.id}`)).toHaveLength(1);
  });
});
