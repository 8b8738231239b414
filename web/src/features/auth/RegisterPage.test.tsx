import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { signedOutSession } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import RegisterPage from './pages/RegisterPage';

afterEach(() => vi.unstubAllGlobals());

const fail = (status: number, messages: unknown[]) => ({ status, body: { succeeded: false, messages } });

function setup(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'POST account/register/verification/create': () => ({}),
    'POST account/register/verification/verify': (body) =>
      (body as { verificationCode: string }).verificationCode === 'ABC123'
        ? {}
        : fail(422, [
            {
              id: 'ERR_VERIFICATION_CODE_INVALID',
              text: 'Provided verification code is invalid',
              field: 'verificationCode',
            },
          ]),
    'POST account/register': () => ({ body: { succeeded: true, sessionId: 's1' } }),
    'GET session': () => ({ body: signedOutSession }),
    ...routes,
  });
  renderPage(<RegisterPage />, { path: '/register/:isExistingAccount?', url: '/register' });
  return api;
}

async function reachStep3(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'New.User@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('We sent a 6-character code to new.user@example.com');
  await user.type(screen.getByLabelText(/^Verification code/), 'ABC123');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByLabelText(/^First name/);
}

describe('RegisterPage', () => {
  it('step 1 validates the email on submit and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    // Typing alone shows nothing: messages wait for blur or submit.
    expect(screen.queryByText('Invalid Email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('shows no message when tabbing through an untouched field', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('step 2 checks the code length locally and shows the server rejection on the field', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'new.user@example.com{Enter}');
    await screen.findByText('We sent a 6-character code to new.user@example.com');
    expect(calls.find((c) => c.key === 'POST account/register/verification/create')?.body).toEqual({
      email: 'new.user@example.com',
    });

    const code = screen.getByLabelText(/^Verification code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your verification code should be 6 characters long')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST account/register/verification/verify')).toBe(false);

    await user.type(code, 'XYZ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Provided verification code is invalid')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('step 2 can send a new code', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'new.user@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to new.user@example.com')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST account/register/verification/create')).toHaveLength(2);
  });

  it('step 3 shows the password and terms messages on submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await reachStep3(user);
    expect(screen.getByText('Password Policy')).toBeTruthy();
    expect(screen.getByText('*Required Fields')).toBeTruthy();
    // What is agreed to can be read first, in a new tab that leaves the form as it is.
    const terms = screen.getByRole('link', { name: 'terms & conditions' });
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual(['/terms', '_blank']);
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');

    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(screen.getByText('You must agree with terms & conditions')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(calls.some((c) => c.key === 'POST account/register')).toBe(false);
  });

  it('step 3 names each broken password rule', async () => {
    const user = userEvent.setup();
    setup();
    await reachStep3(user);
    const password = screen.getByLabelText(/^Password/);
    for (const [value, message] of [
      ['abcdefgh1', 'Password must contain at least one uppercase letter'],
      ['ABCDEFGH1', 'Password must contain at least one lowercase letter'],
      ['Abcdefghi', 'Password must contain at least one number'],
    ]) {
      await user.clear(password);
      await user.type(password, value as string);
      await user.tab();
      expect(await screen.findByText(message as string)).toBeTruthy();
    }
  });

  it('creates the account, reloads the session and goes home', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await reachStep3(user);
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms & conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.find((c) => c.key === 'POST account/register')?.body).toEqual({
      email: 'new.user@example.com',
      verificationCode: 'ABC123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
    });
    expect(calls.some((c) => c.key === 'GET session')).toBe(true);
  });

  it('shows a server field error under its field and other errors in the alert', async () => {
    const user = userEvent.setup();
    setup({
      'POST account/register': () =>
        fail(422, [
          { id: 'VAL_PASSWORD_NUMBER', text: 'x', field: 'password' },
          { id: 'ERR_VERIFICATION_CODE_INVALID', text: 'x', field: 'verificationCode' },
        ]),
    });
    await reachStep3(user);
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must contain at least one number')).toBeTruthy();
    // The code field is not on screen in step 3, so its message goes to the alert.
    expect(screen.getByText('Provided verification code is invalid')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });
});
