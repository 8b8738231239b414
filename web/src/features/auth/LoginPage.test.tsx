import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { signedOutSession } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import LoginPage from './pages/LoginPage';

afterEach(() => vi.unstubAllGlobals());

const providers = (oidc: boolean) => () => ({ body: { succeeded: true, oidc, oidcName: 'Acme ID' } });

async function signIn(user: ReturnType<typeof userEvent.setup>, password = 'Secret123') {
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), `${password}{Enter}`);
}

describe('LoginPage', () => {
  it('shows the invalid-credentials message inline on 401', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET account/providers': providers(false),
      'POST account/login': () => ({
        status: 401,
        body: {
          succeeded: false,
          messages: [{ id: 'ERR_INVALID_CREDENTIALS', text: 'Invalid email or password. Please try again' }],
        },
      }),
    });
    renderPage(<LoginPage />, { path: '/login', url: '/login' });
    await signIn(user, 'wrong');
    expect(await screen.findByText('Invalid email or password. Please try again')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('shows the throttle message with the wait from Retry-After on 429', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET account/providers': providers(false),
      'POST account/login': () => ({
        status: 429,
        headers: { 'retry-after': '42' },
        body: { succeeded: false, messages: [{ id: 'ERR_TOO_MANY_ATTEMPTS', text: 'Too many attempts.' }] },
      }),
    });
    renderPage(<LoginPage />, { path: '/login', url: '/login' });
    await signIn(user);
    expect(await screen.findByText('Too many attempts. Please try again in 42 seconds.')).toBeTruthy();
  });

  it('validates before sending: no call with an empty form', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'GET account/providers': providers(false) });
    renderPage(<LoginPage />, { path: '/login', url: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls.some((c) => c.key === 'POST account/login')).toBe(false);
  });

  it('after sign-in reloads the session and follows a same-site redirect', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET account/providers': providers(false),
      'POST account/login': () => ({ body: { succeeded: true, sessionId: 's1' } }),
      'GET session': () => ({ body: signedOutSession }),
    });
    renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=%2Fac%2Ffolder%2F1%3Fx%3D1' });
    await signIn(user);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ac/folder/1?x=1'));
    expect(calls.find((c) => c.key === 'POST account/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
    });
    expect(calls.some((c) => c.key === 'GET session')).toBe(true);
  });

  it('ignores a redirect to another site', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET account/providers': providers(false),
      'POST account/login': () => ({ body: { succeeded: true, sessionId: 's1' } }),
      'GET session': () => ({ body: signedOutSession }),
    });
    renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=%2F%2Fevil.example' });
    await signIn(user);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('offers single sign-on when the server has OIDC, keeping the redirect', async () => {
    stubApi({ 'GET account/providers': providers(true) });
    renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=%2Fvto' });
    const link = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(link.getAttribute('href')).toBe('/api/v2/account/sso/start?redirect=%2Fvto');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('has no SSO button without OIDC', async () => {
    const { calls } = stubApi({ 'GET account/providers': providers(false) });
    renderPage(<LoginPage />, { path: '/login', url: '/login' });
    await waitFor(() => expect(calls.some((c) => c.key === 'GET account/providers')).toBe(true));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  describe('two-step verification', () => {
    const secondStepOk =
      (recoveryCodesLeft = 10) =>
      () => ({
        body: { succeeded: true, sessionId: 's2', recoveryCodesLeft, isPolicyAccepted: true },
      });

    it('asks for the code after the password, then signs in and follows the redirect', async () => {
      const user = userEvent.setup();
      const { calls } = stubApi({
        'GET account/providers': providers(false),
        'POST account/login': () => ({ body: { succeeded: true, sessionId: null, twoStepRequired: true } }),
        'POST account/login/two-step': secondStepOk(),
        'GET session': () => ({ body: signedOutSession }),
      });
      renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=%2Fvto' });
      await signIn(user);
      expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
      const code = screen.getByRole('textbox', { name: /6-digit code/ });
      // The step takes the focus from the password form it replaced.
      expect(document.activeElement).toBe(code);
      // The spec's messages: 6 characters, and digits only.
      await user.type(code, '12{Enter}');
      expect(await screen.findByText('Your verification code should be 6 characters long')).toBeTruthy();
      await user.clear(code);
      await user.type(code, '123 456{Enter}');
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vto'));
      expect(calls.find((c) => c.key === 'POST account/login/two-step')?.body).toEqual({ code: '123456' });
    });

    it('shows a wrong code under the field and stays', async () => {
      const user = userEvent.setup();
      stubApi({
        'GET account/providers': providers(false),
        'POST account/login/two-step': () => ({
          status: 422,
          body: {
            succeeded: false,
            messages: [
              { id: 'ERR_VERIFICATION_CODE_INVALID', text: 'Provided verification code is invalid', field: 'code' },
            ],
          },
        }),
      });
      // Single sign-on comes back with ?step=two-step: the code step straight away.
      renderPage(<LoginPage />, { path: '/login', url: '/login?step=two-step' });
      await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '000000{Enter}');
      expect(await screen.findByText('Provided verification code is invalid')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/login?step=two-step');
    });

    it('takes a recovery code instead and says how many are left', async () => {
      const user = userEvent.setup();
      const { calls } = stubApi({
        'GET account/providers': providers(false),
        'POST account/login/recovery': secondStepOk(3),
        'GET session': () => ({ body: signedOutSession }),
      });
      renderPage(<LoginPage />, { path: '/login', url: '/login?step=two-step' });
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      expect(screen.getByText('Enter one of the recovery codes you saved.')).toBeTruthy();
      await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'abcd-efgh-jkmn-pqrs{Enter}');
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
      expect(calls.find((c) => c.key === 'POST account/login/recovery')?.body).toEqual({
        recoveryCode: 'abcd-efgh-jkmn-pqrs',
      });
      expect(
        await screen.findByText(
          'Signed in with a recovery code. You have 3 left: make new ones in your Login settings.',
        ),
      ).toBeTruthy();
    });

    it('goes back to the password when the pending sign-in has expired', async () => {
      const user = userEvent.setup();
      stubApi({
        'GET account/providers': providers(false),
        'POST account/login/two-step': () => ({
          status: 401,
          body: {
            succeeded: false,
            messages: [{ id: 'ERR_TWO_STEP_EXPIRED', text: 'Your sign-in has expired. Please sign in again.' }],
          },
        }),
      });
      renderPage(<LoginPage />, { path: '/login', url: '/login?step=two-step' });
      await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '123456{Enter}');
      expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
      expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    });
  });

  it('says so when single sign-on failed and sent the browser back here', async () => {
    stubApi({ 'GET account/providers': providers(true) });
    renderPage(<LoginPage />, { path: '/login', url: '/login?sso=failed' });
    expect(await screen.findByText('Single sign-on failed. Please try again.')).toBeTruthy();
  });
});
