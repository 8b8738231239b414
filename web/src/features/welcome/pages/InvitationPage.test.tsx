import type { InvitationView, SessionResponse } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/keys';
import type { Handler } from '../../../test/api-stub';
import { stubApi } from '../../../test/api-stub';
import { sessionFixture, signedOutSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { invitationView } from '../../invitations/testing';
import InvitationPage from './InvitationPage';

const view = invitationView();
const KEY = 'k3y-from-the-mail';
const url = `/welcome/invitation/${view.id}/${KEY}`;
const processPath = `/welcome/invitation/process/${view.id}/${KEY}`;
const signInToAccept = `/login?redirect=${encodeURIComponent(processPath)}`;

const joinedSession = sessionFixture({ user: { email: 'dan@example.com', firstName: 'Dan', lastName: 'New' } });

interface Setup {
  invitation?: InvitationView | { status: number; messages: { id: string; text: string }[] };
  session?: unknown;
  routes?: Record<string, Handler>;
}

function setup({ invitation = view, session = signedOutSession, routes = {} }: Setup = {}) {
  let currentSession = session;
  const api = stubApi({
    [`GET invitation/${view.id}/${KEY}`]: () =>
      'messages' in invitation
        ? { status: invitation.status, body: { succeeded: false, messages: invitation.messages } }
        : { body: { succeeded: true, invitation } },
    'GET session': () => ({ body: currentSession }),
    ...routes,
  });
  const rendered = renderPage(<InvitationPage />, { path: '/welcome/invitation/:invitationId/:key', url });
  return {
    ...api,
    ...rendered,
    user: userEvent.setup(),
    /** What GET session answers from now on (after a sign-up or a sign-out). */
    sessionBecomes: (next: unknown) => {
      currentSession = next;
    },
  };
}

const location = () => screen.getByTestId('location').textContent;
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the invitation page', { timeout: 30_000 }, () => {
  it('shows a skeleton, then who invites whom to which organization with which role, the address and the expiry', async () => {
    setup();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Join Demo' })).toBeTruthy();
    expect(screen.getByText('Ada Owner invited you to join Demo with the role Member.')).toBeTruthy();
    expect(screen.getByText('Sent to dan@example.com')).toBeTruthy();
    expect(screen.getByText('This invitation expires on January 15, 2030.')).toBeTruthy();
  });

  it('words an implementer invitation as such', async () => {
    setup({ invitation: invitationView({ isImplementer: true, role: 'Admin' }) });
    expect(await screen.findByText('Ada Owner invited you to join Demo as its EOS Implementer.')).toBeTruthy();
  });

  it('lets a new person sign up right there, names prefilled, and lands them in the organization', async () => {
    const { user, calls, queryClient, sessionBecomes } = setup({
      routes: { [`POST invitation/${view.id}/${KEY}/register`]: () => ({ body: { succeeded: true, orgId: 'o' } }) },
    });
    const first = (await screen.findByLabelText(/^First name/)) as HTMLInputElement;
    expect(first.value).toBe('Dan');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('New');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('dan@example.com');

    // Nothing is sent until the password and the terms are right.
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('You must agree with terms & conditions')).toBeTruthy();
    expect(calls.some((c) => c.key.endsWith('/register'))).toBe(false);

    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    sessionBecomes(joinedSession);
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.find((c) => c.key.endsWith('/register'))?.body).toEqual({
      firstName: 'Dan',
      lastName: 'New',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
    });
    expect(queryClient.getQueryData<SessionResponse>(queryKeys.session)?.user?.email).toBe('dan@example.com');
  });

  it('sends a sign-up that finds an account already there to sign in', async () => {
    const { user } = setup({
      routes: {
        [`POST invitation/${view.id}/${KEY}/register`]: () => ({
          status: 409,
          body: {
            succeeded: false,
            messages: [
              {
                id: 'ERR_INVITATION_SIGN_IN',
                text: 'An account with this email already exists. Sign in to accept the invitation.',
              },
            ],
          },
        }),
      },
    });
    await user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(
      await screen.findByText('An account with this email already exists. Sign in to accept the invitation.'),
    ).toBeTruthy();
    expect(linkTo('Sign in to accept')).toBe(signInToAccept);
  });

  it('asks a signed-out person with an account to sign in, coming back to accept', async () => {
    setup({ invitation: invitationView({ accountExists: true }) });
    expect(
      await screen.findByText('You already have an account with dan@example.com. Sign in to accept the invitation.'),
    ).toBeTruthy();
    expect(linkTo('Sign in to accept')).toBe(signInToAccept);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('lets the invited account, signed in, accept', async () => {
    const { user } = setup({
      invitation: invitationView({ accountExists: true }),
      session: sessionFixture({ user: { email: 'Dan@Example.com' } }),
    });
    await user.click(await screen.findByRole('link', { name: 'Accept invitation' }));
    expect(location()).toBe(processPath);
  });

  it('tells someone signed in with another address whose invitation it is, and signs them out to come back', async () => {
    const { user, calls, sessionBecomes } = setup({
      invitation: invitationView({ accountExists: true }),
      session: sessionFixture({ sessionId: 'other', user: { email: 'ada@demo.local' } }),
      routes: { 'DELETE session/other': () => ({}) },
    });
    expect(
      await screen.findByText(
        'This invitation is for dan@example.com, but you are signed in as ada@demo.local. Sign out, then open this link again to accept it with dan@example.com.',
      ),
    ).toBeTruthy();
    sessionBecomes(signedOutSession);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toBeTruthy();
    expect(calls.some((c) => c.key === 'DELETE session/other')).toBe(true);
    expect(location()).toBe(url);
  });

  it.each([
    ['Accepted', 'This invitation has already been accepted. Sign in to continue.'],
    ['Revoked', 'This invitation has been withdrawn. Ask the person who invited you if you still need access.'],
    ['Expired', 'This invitation has expired. Ask the person who invited you to send a new one.'],
  ] as const)('says plainly when the invitation is %s and offers sign-in', async (status, sentence) => {
    setup({ invitation: invitationView({ status }) });
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(linkTo('Go to sign in')).toBe('/login');
    expect(screen.queryByText(/invited you to join/)).toBeNull();
  });

  it('says a forged or unknown link is not valid', async () => {
    setup({
      invitation: { status: 404, messages: [{ id: 'ERR_INVITATION_NOT_FOUND', text: 'Not found' }] },
    });
    expect(await screen.findByText(/This invitation link is not valid/)).toBeTruthy();
    expect(linkTo('Go to sign in')).toBe('/login');
  });

  it('offers another try when the invitation cannot be loaded', async () => {
    const { user, calls } = setup({ invitation: { status: 500, messages: [] } });
    expect(await screen.findByText('The invitation could not be loaded. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c.key.startsWith('GET invitation/'))).toHaveLength(2));
  });
});
