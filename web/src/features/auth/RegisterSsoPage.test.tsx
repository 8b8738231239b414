import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { signedOutSession } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import RegisterSsoPage from './pages/RegisterSsoPage';

afterEach(() => vi.unstubAllGlobals());

describe('RegisterSsoPage', () => {
  it('requires names and the terms, then accepts the policy and goes home', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST account/register-sso': () => ({}),
      'GET session': () => ({ body: signedOutSession }),
    });
    renderPage(<RegisterSsoPage />, { path: '/register-sso', url: '/register-sso?email=sso%40example.com' });
    expect(screen.getByText(/Signed in as sso@example.com/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('You must agree with terms & conditions')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST account/register-sso')).toBe(false);

    await user.type(screen.getByLabelText(/^First name/), ' Grace ');
    await user.type(screen.getByLabelText(/^Last name/), 'Hopper');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.find((c) => c.key === 'POST account/register-sso')?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      acceptTerms: true,
    });
  });
});
