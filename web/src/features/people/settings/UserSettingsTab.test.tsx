import { ENGLISH, type OrgUserSettings, type Person } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import OrgDetailPage from '../../orgs/pages/OrgDetailPage';
import { ada, bea, cy, orgRoutes, sessionAs } from '../peopleFixtures';

const SAVED: OrgUserSettings = { freeDomains: ['freeco.com'], nameDisplayStyle: 'full', defaultInviteeRole: 'Member' };
const PATH = `org/${ids.org}/user-settings`;

function renderSettings(me: Person, routes: Record<string, Handler> = {}, permissions: string[] = []) {
  const session = sessionAs(me, permissions);
  const stub = stubApi({
    ...orgRoutes(),
    'GET session': () => ({ body: session }),
    [`GET ${PATH}`]: () => ({ body: { succeeded: true, settings: SAVED } }),
    ...routes,
  });
  renderPage(<OrgDetailPage />, {
    path: '/org/detail/:id/:tab?',
    url: `/org/detail/${ids.org}/usersettings`,
    session,
  });
  return { ...stub, user: userEvent.setup() };
}

const domains = async () =>
  (await screen.findByLabelText('Free company domains', { selector: 'input' })) as HTMLInputElement;
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('the User Settings tab', { timeout: 30_000 }, () => {
  it("the Owner edits the domains, name style and default role, and saves: 'Updated: {org}'", async () => {
    const { user, calls } = renderSettings(ada, {
      [`PUT ${PATH}`]: (body) => ({ body: { succeeded: true, settings: body } }),
    });
    const input = await domains();
    expect(screen.getByText('freeco.com')).toBeTruthy();
    // Typed as people do: an @ and capitals read as the domain itself.
    await user.type(input, '@Acme.COM{enter}');
    expect(await screen.findByText('acme.com')).toBeTruthy();

    // Each style shows what the user's own name looks like in it.
    await user.click(field(/^Name display style/));
    await user.click(await screen.findByRole('option', { name: 'First name, last initial with a dot (Ada O.)' }));
    expect(screen.getByText(/Preview: Ada O\./)).toBeTruthy();
    await user.click(field(/^Default role for new invitees/));
    await user.click(await screen.findByRole('option', { name: 'Observer' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated: Demo')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT ${PATH}`)?.body).toEqual({
      freeDomains: ['freeco.com', 'acme.com'],
      nameDisplayStyle: 'first-last-initial-dot',
      defaultInviteeRole: 'Observer',
    });
  });

  it("shows the server's refusal of a public mail domain on the field, naming the domain", async () => {
    const { user } = renderSettings(ada, {
      [`PUT ${PATH}`]: () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [
            {
              id: 'VAL_PUBLIC_MAIL_DOMAIN',
              text: 'Public mail domains cannot be free domains',
              field: 'freeDomains.1',
            },
          ],
        },
      }),
    });
    const input = await domains();
    await user.type(input, 'gmail.com{enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    // The id reads from the language pack.
    expect(alert.textContent).toBe(`gmail.com: ${ENGLISH.VAL_PUBLIC_MAIL_DOMAIN}`);
    // On the field, not in a toast.
    expect(screen.queryByText('ERROR')).toBeNull();
    // Taking the domain out (Backspace in the empty input) clears the message.
    await user.type(input, '{backspace}');
    await waitFor(() => expect(screen.queryByText('gmail.com')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('refuses what is not a domain before sending it', async () => {
    const { user, calls } = renderSettings(ada);
    await user.type(await domains(), 'not_a_domain{enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('not_a_domain: Enter a domain such as acme.com');
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });

  it('an Admin without billing permission saves the rest; the domains are read-only with a note', async () => {
    const { user, calls } = renderSettings(bea, {
      [`PUT ${PATH}`]: (body) => ({ body: { succeeded: true, settings: body } }),
    });
    const input = await domains();
    expect(input.readOnly).toBe(true);
    expect(
      screen.getByText(/Only the Owner or someone with billing permission can change the free company domains\./),
    ).toBeTruthy();
    await user.click(field(/^Default role for new invitees/));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated: Demo')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT ${PATH}`)?.body).toEqual({ ...SAVED, defaultInviteeRole: 'Manager' });
  });

  it('an Admin granted billing permission edits the domains too', async () => {
    renderSettings(bea, {}, ['Update|Billing']);
    expect((await domains()).readOnly).toBe(false);
  });

  it('a Member reads the settings and cannot save', async () => {
    renderSettings(cy);
    expect((await domains()).readOnly).toBe(true);
    expect(screen.getByText('Only the Owner and Admins can change these settings.')).toBeTruthy();
    expect(field(/^Name display style/).readOnly).toBe(true);
    expect(field(/^Default role for new invitees/).readOnly).toBe(true);
    expect(field(/^Default role for new invitees/).value).toBe('Member');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
