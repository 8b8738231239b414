import type { SessionResponse } from '@eos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { stubApi } from '../../test/api-stub';
import { bea, ids } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { InviteUsersButton } from './InviteUsersButton';
import { InviteUsersPopup } from './InviteUsersPopup';
import { type InviteApiOptions, inviteApi, inviterSession, newPersonId } from './testing';

function setup(session: SessionResponse = inviterSession('Owner'), options: InviteApiOptions = {}) {
  const api = stubApi(inviteApi(options));
  const onClosed = vi.fn();
  renderWithProviders(<InviteUsersPopup onClosed={onClosed} />, { session });
  return { ...api, onClosed, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function addPerson(user: UserEvent, first: string, last: string, email: string) {
  await user.type(await screen.findByLabelText(/^First name/, { selector: 'input' }), first);
  await user.type(field(/^Last name/), last);
  await user.type(field(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

/** The list's rows, as the user reads them. */
const rows = () => within(screen.getByRole('list')).queryAllByRole('listitem');
const roleSelect = (name: string) => screen.getByLabelText(`Role of ${name}`, { selector: 'input' });
const calls = (all: { key: string; body: unknown }[], key: string) => all.filter((c) => c.key === key);

async function optionsOf(user: UserEvent, name: string): Promise<string[]> {
  await user.click(roleSelect(name));
  const listbox = await screen.findByRole('listbox');
  const labels = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  // Escape closed the role list only, not the popup.
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  return labels;
}

async function choose(user: UserEvent, name: string, option: string) {
  await user.click(roleSelect(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Invite Users', { timeout: 30_000 }, () => {
  it('says what is missing or wrong only after Add, and adds nothing', async () => {
    const { user, calls: all } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    await user.type(field(/^First name/), 'Dan');
    await user.type(field(/^Last name/), 'New');
    await user.type(field(/^Email/), 'dan@example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
    expect(calls(all, 'POST people/check-existing-email')).toHaveLength(0);
    expect(screen.getByText('Nobody added yet.')).toBeTruthy();
  });

  it('keeps what is typed for the next person while an address is still being checked', async () => {
    const { user } = setup();
    // The check of Dan's address waits until released: the typist has moved on to the next person.
    const answer = globalThis.fetch;
    let release = () => {};
    const checked = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('check-existing-email')) await checked;
      return answer(input, init);
    });
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await user.clear(field(/^First name/));
    await user.type(field(/^First name/), 'Eve');
    act(() => release());
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('dan@example.com')).toBeTruthy();
    expect((field(/^First name/) as HTMLInputElement).value).toBe('Eve');
  });

  it('adds the person with the email lower-cased and ignores the same address again', async () => {
    const { user, calls: all } = setup();
    await addPerson(user, 'Dan', 'New', 'Dan.New@Example.COM');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('dan.new@example.com')).toBeTruthy();
    expect(calls(all, 'POST people/check-existing-email')[0]?.body).toEqual({ email: 'dan.new@example.com' });
    // The form is ready for the next person.
    expect((field(/^Email/) as HTMLInputElement).value).toBe('');

    await addPerson(user, 'Daniel', 'Again', 'DAN.NEW@example.com');
    await waitFor(() => expect((field(/^Email/) as HTMLInputElement).value).toBe(''));
    expect(rows()).toHaveLength(1);
    expect(calls(all, 'POST people/check-existing-email')).toHaveLength(1);
  });

  it('says so under the email when the address belongs to a person of the organization, and adds nothing', async () => {
    const { user } = setup();
    await addPerson(user, 'Bea', 'Two', bea.email);
    expect(await screen.findByText(i18n.t('INVITATION_EMAIL_EXIST_DEFAULT'))).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lets an Admin give any role but Owner, starting at the organization default, and offers the implementer once', async () => {
    const { user, calls: all } = setup(inviterSession('Admin'), { defaultInviteeRole: 'Manager' });
    await waitFor(() => expect(calls(all, `GET org/${ids.org}/user-settings`)).toHaveLength(1));
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((roleSelect('Dan New') as HTMLInputElement).value).toBe('Manager');
    expect(await optionsOf(user, 'Dan New')).toEqual([
      'Admin',
      'Manager',
      'Member',
      'Free Observer',
      'EOS Implementer',
    ]);

    await choose(user, 'Dan New', 'EOS Implementer');
    await addPerson(user, 'Eve', 'Coach', 'eve@example.com');
    await waitFor(() => expect(rows()).toHaveLength(2));
    // One implementer per organization: the second row is not offered it while the first is one.
    expect(await optionsOf(user, 'Eve Coach')).toEqual(['Admin', 'Manager', 'Member', 'Free Observer']);
  });

  it('does not offer the implementer when the organization has one', async () => {
    const { user } = setup(inviterSession('Owner', { implementer: 'Ivy Coach' }));
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await optionsOf(user, 'Dan New')).toEqual(['Admin', 'Manager', 'Member', 'Free Observer']);
  });

  it('lets a Member invite Observers only, mailed through POST invitations', async () => {
    const { user, calls: all } = setup(inviterSession('Member'));
    expect(await screen.findByText(/You can invite Observers/)).toBeTruthy();
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((roleSelect('Dan New') as HTMLInputElement).value).toBe('Free Observer');
    expect(await optionsOf(user, 'Dan New')).toEqual(['Free Observer']);
    // A Member cannot read the organization's people defaults: nothing asked.
    expect(calls(all, `GET org/${ids.org}/user-settings`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(calls(all, 'POST invitations')).toHaveLength(1));
    expect(calls(all, 'PUT org/add-member')[0]?.body).toMatchObject({ role: 'Observer', isImplementer: false });
    expect(calls(all, 'POST subscription/add')).toHaveLength(0);
  });

  it('prices the paid rows at the monthly plan; Observers and free-domain addresses are free', async () => {
    const { user } = setup();
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await addPerson(user, 'Pat', 'Partner', 'pat@partner.com');
    await addPerson(user, 'Olly', 'Watcher', 'olly@example.com');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await choose(user, 'Olly Watcher', 'Free Observer');

    const cost = screen.getByRole('region', { name: 'Cost' });
    await waitFor(() => expect(within(cost).getByText('1 paid × $12.00 per user per month')).toBeTruthy());
    expect(within(cost).getByText('Total: $12.00 per month')).toBeTruthy();
    expect(
      within(cost).getByText('Observers, the EOS Implementer and addresses at partner.com are free.'),
    ).toBeTruthy();
    // The free rows say so.
    expect(screen.getAllByText('Free')).toHaveLength(2);
    // A paid subscription: no trial note.
    expect(within(cost).queryByText(/free trial/)).toBeNull();

    await choose(user, 'Dan New', 'Member');
    await choose(user, 'Olly Watcher', 'Admin');
    expect(await within(cost).findByText('Total: $24.00 per month')).toBeTruthy();
  });

  it('adds the free-trial note while the organization is on its trial', async () => {
    const { user } = setup(inviterSession('Owner', { subscription: 'Trial' }));
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    expect(await screen.findByText(/on its free trial/)).toBeTruthy();
  });

  it('shows no cost and no free-trial note where the deployment does not bill', async () => {
    const { user } = setup(inviterSession('Owner', { subscription: 'Trial', billingEnabled: false }));
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Cost' })).toBeNull();
    expect(screen.queryByText(/free trial/)).toBeNull();
  });

  it('adds each row, then sends all the invitations in one call, toasts and shows the sent popup', async () => {
    const { user, calls: all, onClosed } = setup();
    expect(screen.getByRole('button', { name: 'Invite' }).hasAttribute('disabled')).toBe(true);
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await addPerson(user, 'Olly', 'Watcher', 'olly@example.com');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await choose(user, 'Olly Watcher', 'Free Observer');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('Your invitations have been sent.')).toBeTruthy();
    expect(screen.getByText('Your invite has been sent')).toBeTruthy();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const writes = all.filter((c) => !c.key.startsWith('GET') && c.key !== 'POST people/check-existing-email');
    expect(writes.map((c) => c.key)).toEqual(['PUT org/add-member', 'PUT org/add-member', 'POST subscription/add']);
    expect(writes[0]?.body).toEqual({
      firstName: 'Dan',
      lastName: 'New',
      email: 'dan@example.com',
      role: 'Member',
      isImplementer: false,
    });
    expect(writes[1]?.body).toMatchObject({ email: 'olly@example.com', role: 'Observer' });
    expect(writes[2]?.body).toEqual({
      invitees: [
        { id: newPersonId(1), email: 'dan@example.com' },
        { id: newPersonId(2), email: 'olly@example.com' },
      ],
      baseUrl: window.location.origin,
    });

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Your invitations have been sent.')).toBeNull());
  });

  it('sends an implementer as an Admin with the implementer flag', async () => {
    const { user, calls: all } = setup();
    await addPerson(user, 'Eve', 'Coach', 'eve@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await choose(user, 'Eve Coach', 'EOS Implementer');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(calls(all, 'POST subscription/add')).toHaveLength(1));
    expect(calls(all, 'PUT org/add-member')[0]?.body).toMatchObject({ role: 'Admin', isImplementer: true });
  });

  it('keeps a refused row with its message while the others are invited', async () => {
    const {
      user,
      calls: all,
      onClosed,
    } = setup(inviterSession('Owner'), {
      refuse: { 'max@example.com': { status: 403, id: 'ERR_INVITE_ROLE', text: 'You can only invite Observers.' } },
    });
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await addPerson(user, 'Max', 'Refused', 'max@example.com');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('You can only invite Observers.')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('max@example.com')).toBeTruthy();
    expect(calls(all, 'POST subscription/add')[0]?.body).toMatchObject({
      invitees: [{ id: newPersonId(1), email: 'dan@example.com' }],
    });
    // The sent ones are told; the popup stays for the refused one.
    expect(screen.getByText('Your invite has been sent')).toBeTruthy();
    expect(screen.queryByText('Your invitations have been sent.')).toBeNull();
    expect(onClosed).not.toHaveBeenCalled();

    // Changing the role clears the message, and a new try sends only that row.
    await choose(user, 'Max Refused', 'Free Observer');
    expect(screen.queryByText('You can only invite Observers.')).toBeNull();
  });

  it('sends once however fast Invite is clicked', async () => {
    const { user, calls: all } = setup();
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    // Two clicks in one tick, before the button can render as busy: only the submitted flag stops the second.
    const invite = screen.getByRole('button', { name: 'Invite' });
    act(() => {
      invite.click();
      invite.click();
    });
    expect(await screen.findByText('Your invitations have been sent.')).toBeTruthy();
    expect(calls(all, 'PUT org/add-member')).toHaveLength(1);
    expect(calls(all, 'POST subscription/add')).toHaveLength(1);
  });

  it('goes to checkout when the server asks for it', async () => {
    const { user } = setup(inviterSession('Owner'), { shouldRedirectToCheckout: true });
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
  });

  it('asks before Cancel throws the list away', async () => {
    const { user, calls: all, onClosed } = setup();
    await addPerson(user, 'Dan', 'New', 'dan@example.com');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have unsaved changes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls(all, 'PUT org/add-member')).toHaveLength(0);
  });

  it('closes at once on Cancel when nothing would be lost', async () => {
    const { user, onClosed } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('opens from the sub-bar icon', async () => {
    stubApi(inviteApi());
    const user = userEvent.setup();
    renderWithProviders(<InviteUsersButton />, { session: inviterSession('Admin') });
    await user.click(screen.getByRole('button', { name: 'Invite users' }));
    expect(await screen.findByRole('dialog', { name: 'Invite Users' })).toBeTruthy();
  });
});
