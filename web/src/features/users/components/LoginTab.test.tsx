import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { userDetailsFixture } from '../testing';
import { LoginTab } from './LoginTab';

const infoKey = `GET account/get-login-info/${ids.user}`;

/** The value beside a row header of the sign-in table. */
const rowValue = (header: string) =>
  (screen.getByRole('rowheader', { name: header }).nextElementSibling as HTMLElement).textContent;

describe('LoginTab', () => {
  it('shows how the user signs in, the last sign-in and the open sessions, and keeps the password change', async () => {
    stubApi({
      [infoKey]: () => ({
        body: {
          succeeded: true,
          loginInfo: {
            userId: ids.user,
            email: 'ada@demo.local',
            hasPassword: true,
            identities: [{ issuer: 'https://idp.example', email: 'ada@idp.example' }],
            lastSignInAt: '2030-03-04T15:30:00.000Z',
            activeSessions: 3,
          },
        },
      }),
    });
    renderWithProviders(<LoginTab user={userDetailsFixture({ timeZoneName: 'America/New_York' })} />, {
      session: sessionFixture(),
    });
    await screen.findByRole('rowheader', { name: 'Password' });
    expect(rowValue('Password')).toBe('Set');
    expect(rowValue('Single sign-on')).toBe('ada@idp.example');
    // 15:30 UTC is 10:30 in New York, the user's own zone.
    expect(rowValue('Last sign-in')).toMatch(/Mar 4, 2030.*10:30/);
    expect(rowValue('Active sessions')).toBe('3');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('ada@demo.local');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('says so for an account with no password, no single sign-on and no sign-in yet', async () => {
    stubApi({
      [infoKey]: () => ({
        body: {
          succeeded: true,
          loginInfo: {
            userId: ids.user,
            email: 'ada@demo.local',
            hasPassword: false,
            identities: [],
            lastSignInAt: null,
            activeSessions: 0,
          },
        },
      }),
    });
    renderWithProviders(<LoginTab user={userDetailsFixture({ hasPassword: false })} />, { session: sessionFixture() });
    await screen.findByRole('rowheader', { name: 'Password' });
    expect(rowValue('Password')).toBe('Not set');
    expect(rowValue('Single sign-on')).toBe('None linked');
    expect(rowValue('Last sign-in')).toBe('Never');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('keeps the password change when the sign-in details cannot be loaded', async () => {
    stubApi({ [infoKey]: () => ({ status: 500, body: { succeeded: false, messages: [] } }) });
    renderWithProviders(<LoginTab user={userDetailsFixture()} />, { session: sessionFixture() });
    expect(await screen.findByText('Sign-in details could not be loaded.')).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: 'Change password' })).toBeTruthy();
  });
});
