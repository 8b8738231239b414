import { ENGLISH, type Person } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import OrgDetailPage from '../../orgs/pages/OrgDetailPage';
import { ada, bea, cy, dan, eve, everyone, fay, orgRoutes, pid, sessionAs } from '../peopleFixtures';

function renderDetails(me: Person = ada, routes: Record<string, Handler> = {}, people: Person[] = everyone) {
  const session = sessionAs(me);
  const stub = stubApi({ ...orgRoutes(people), 'GET session': () => ({ body: session }), ...routes });
  renderPage(<OrgDetailPage />, { path: '/org/detail/:id/:tab?', url: `/org/detail/${ids.org}`, session });
  const count = (key: string) => stub.calls.filter((c) => c.key === key).length;
  return { ...stub, count, user: userEvent.setup() };
}

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
  return screen.findByRole('dialog', { name: 'Transfer ownership' });
}

const newOwner = (dialog: HTMLElement) => within(dialog).getByLabelText(/^New Owner/, { selector: 'input' });

describe('ownership transfer', { timeout: 30_000 }, () => {
  it('is offered to the Owner only', async () => {
    renderDetails(bea);
    await screen.findByLabelText(/^Organization Name/);
    expect(screen.queryByRole('button', { name: 'Transfer ownership' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ownership' })).toBeNull();
  });

  it("says what a transfer does, in the Owner's Details tab", async () => {
    renderDetails(ada);
    const section = await screen.findByRole('region', { name: 'Ownership' });
    expect(within(section).getByText(/You become an Admin\./)).toBeTruthy();
  });

  it('offers the licensed people who joined, not the Owner, an implementer or the invited', async () => {
    const { user } = renderDetails();
    const dialog = await openPopup(user);
    expect(
      within(dialog).getByText(
        'The person you choose becomes the Owner of Demo. You become an Admin and lose access to the Billing Management pages.',
      ),
    ).toBeTruthy();
    await user.click(newOwner(dialog));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([`Bea Two (${bea.email})`, `Cy Three (${cy.email})`]);
    for (const other of [ada, dan, eve, fay]) {
      expect(options.some((o) => o?.startsWith(`${other.firstName} `))).toBe(false);
    }
  });

  it("needs a person, then hands over: the call, 'Ownership successfully transferred to: {name}', closed", async () => {
    const { user, calls, count } = renderDetails(ada, {
      [`PUT org/owner/${pid.cy}`]: () => ({
        body: {
          succeeded: true,
          person: { id: pid.cy, name: 'Cy Three' },
          org: { id: ids.org },
          previousOwner: { id: pid.ada },
        },
      }),
    });
    const dialog = await openPopup(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Required');
    expect(calls.some((c) => c.key.startsWith('PUT org/owner'))).toBe(false);

    await user.click(newOwner(dialog));
    await user.click(await screen.findByRole('option', { name: `Cy Three (${cy.email})` }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const sessions = count('GET session');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ownership successfully transferred to: Cy Three')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain(`PUT org/owner/${pid.cy}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The previous Owner is an Admin now: the session says what they may do.
    await waitFor(() => expect(count('GET session')).toBeGreaterThan(sessions));
  });

  it('keeps the popup open with the refusal in the ERROR toast', async () => {
    const { user } = renderDetails(ada, {
      [`PUT org/owner/${pid.bea}`]: () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [{ id: 'ERR_TRANSFER_CANDIDATE', text: 'Not a candidate.' }],
        },
      }),
    });
    const dialog = await openPopup(user);
    await user.click(newOwner(dialog));
    await user.click(await screen.findByRole('option', { name: `Bea Two (${bea.email})` }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The message's id reads from the language pack.
    expect(await screen.findByText(ENGLISH.ERR_TRANSFER_CANDIDATE as string)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Transfer ownership' })).toBeTruthy();
  });

  it('with nobody to hand it to, says who can become Owner and how to get there', async () => {
    const { user } = renderDetails(ada, {}, [ada, dan, eve, fay]);
    const dialog = await openPopup(user);
    expect(within(dialog).getByText(/Nobody can become the Owner yet\./)).toBeTruthy();
    expect(within(dialog).getByText(/Invite someone with a licensed role, or upgrade a Free Observer/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Open the License tab' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/org/detail/${ids.org}/license`));
  });
});
