import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import ResetPasswordPage from './pages/ResetPasswordPage';
import UpdatePasswordPage from './pages/UpdatePasswordPage';

afterEach(() => vi.unstubAllGlobals());

const CODE = 'abcdefghijklmnopqrstuvwx';
const expired = () => ({
  status: 404,
  body: { succeeded: false, messages: [{ id: 'ERR_RESET_CODE_EXPIRED', text: 'expired' }] },
});

describe('ResetPasswordPage', () => {
  it('always answers with the same confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST account/password/reset': () => ({}) });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password' });
    await user.type(screen.getByLabelText(/^Email/), ' Ada@Example.com {Enter}');
    expect(
      await screen.findByText('If an account exists for ada@example.com, we sent a link to reset your password.'),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('UpdatePasswordPage', () => {
  it('sends a stale link to /reset-password/expired', async () => {
    stubApi({ [`GET account/password/reset/${CODE}`]: expired });
    renderPage(<UpdatePasswordPage />, { path: '/update-password/:resetCode', url: `/update-password/${CODE}` });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reset-password/expired'));
  });

  it('validates the new password, saves it and links to sign-in', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`GET account/password/reset/${CODE}`]: () => ({}),
      [`PUT account/password/reset/${CODE}`]: () => ({}),
    });
    renderPage(<UpdatePasswordPage />, { path: '/update-password/:resetCode', url: `/update-password/${CODE}` });
    const password = await screen.findByLabelText(/^New password/);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);

    await user.clear(password);
    await user.type(password, 'NewSecret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'NewSecret1{Enter}');
    expect(await screen.findByText('Your password has been updated. Sign in with your new password.')).toBeTruthy();
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
      password: 'NewSecret1',
      confirmPassword: 'NewSecret1',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('a link that expires before submit also goes to the expired page', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET account/password/reset/${CODE}`]: () => ({}),
      [`PUT account/password/reset/${CODE}`]: expired,
    });
    renderPage(<UpdatePasswordPage />, { path: '/update-password/:resetCode', url: `/update-password/${CODE}` });
    await user.type(await screen.findByLabelText(/^New password/), 'NewSecret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'NewSecret1{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reset-password/expired'));
  });
});
