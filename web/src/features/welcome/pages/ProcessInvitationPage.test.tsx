import type { SessionResponse } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/keys';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids, sessionFixture, signedOutSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import ProcessInvitationPage from './ProcessInvitationPage';

const INVITATION = '00000000-0000-4000-8000-0000000002a1';
const KEY = 'k3y-from-the-mail';
const url = `/welcome/invitation/process/${INVITATION}/${KEY}`;
const acceptKey = `POST invitation/${INVITATION}/${KEY}/accept`;

const JOINED_ORG = '00000000-0000-4000-8000-0000000003a1';
/** Signed in to another organization before accepting. */
const before = sessionFixture({ user: { email: 'dan@example.com' } });
/** The session once the invitation is accepted: it works in the organization joined. */
const after = sessionFixture({ org: { id: JOINED_ORG, name: 'Joined', role: 'Member' }, user: before.user });

function refusal(status: number, id: string, text: string, params?: string[]): Handler {
  return () => ({ status, body: { succeeded: false, messages: [{ id, text, params }] } });
}

function setup(session: unknown, accept: Handler = () => ({ body: { succeeded: true, orgId: JOINED_ORG } })) {
  let currentSession = session;
  const api = stubApi({
    'GET session': () => ({ body: currentSession }),
    [acceptKey]: (body) => {
      const answer = accept(body);
      if (!answer.status) currentSession = after;
      return answer;
    },
    'DELETE session/sess': () => {
      currentSession = signedOutSession;
      return {};
    },
  });
  const rendered = renderPage(<ProcessInvitationPage />, {
    path: '/welcome/invitation/process/:invitationId/:key',
    url,
  });
  return { ...api, ...rendered, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;
const accepts = (calls: { key: string }[]) => calls.filter((c) => c.key === acceptKey);

describe('the invitation process page', { timeout: 30_000 }, () => {
  it('sends a signed-out visitor to sign in, coming back here', async () => {
    const { calls } = setup(signedOutSession);
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(url)}`));
    expect(accepts(calls)).toHaveLength(0);
  });

  it('accepts once for the signed-in account and lands in that organization', async () => {
    const { calls, queryClient } = setup(before);
    await waitFor(() => expect(location()).toBe('/'));
    expect(accepts(calls)).toHaveLength(1);
    expect(queryClient.getQueryData<SessionResponse>(queryKeys.session)?.orgId).toBe(JOINED_ORG);
    expect(queryClient.getQueryData<SessionResponse>(queryKeys.session)?.orgId).not.toBe(ids.org);
  });

  it.each([
    [404, 'ERR_INVITATION_NOT_FOUND', /This invitation link is not valid/],
    [409, 'ERR_INVITATION_EXPIRED', /This invitation has expired/],
    [409, 'ERR_INVITATION_REVOKED', /This invitation has been withdrawn/],
    [409, 'ERR_INVITATION_USED', /This invitation has already been accepted/],
  ])('says plainly what a %i %s means', async (status, id, sentence) => {
    const { calls } = setup(before, refusal(status, id, 'server words'));
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the app' }).getAttribute('href')).toBe('/');
    expect(location()).toBe(url);
    expect(accepts(calls)).toHaveLength(1);
  });

  it('tells someone signed in with another address whose invitation it is, and signs them out to sign in again', async () => {
    const { user, calls } = setup(
      before,
      refusal(
        403,
        'ERR_INVITATION_OTHER_EMAIL',
        'This invitation is for dan@example.com. Sign in with that address to accept it.',
        // The address fills the language pack's {0}, as the server sends it.
        ['dan@example.com'],
      ),
    );
    expect(
      await screen.findByText('This invitation is for dan@example.com. Sign in with that address to accept it.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(url)}`));
    expect(calls.some((c) => c.key === 'DELETE session/sess')).toBe(true);
  });
});
