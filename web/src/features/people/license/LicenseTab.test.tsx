import type { Person } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import OrgDetailPage from '../../orgs/pages/OrgDetailPage';
import { ada, bea, cy, dan, eve, everyone, fay, orgRoutes, pid, salesMeeting, sessionAs } from '../peopleFixtures';

/** The License tab as `me` sees it, the server answering `routes` over the Demo organization's. */
function renderLicense(
  me: Person = ada,
  routes: Record<string, Handler> = {},
  people: Person[] = everyone,
  { unanswered }: { unanswered?: string } = {},
) {
  const session = sessionAs(me);
  const stub = stubApi({ ...orgRoutes(people), 'GET session': () => ({ body: session }), ...routes });
  if (unanswered) {
    // A call still on its way: its promise never settles.
    const answer = stub.fetchMock.getMockImplementation();
    stub.fetchMock.mockImplementation((input, init) =>
      String(input).endsWith(unanswered)
        ? new Promise<Response>(() => {})
        : (answer?.(input, init) as Promise<Response>),
    );
  }
  const view = renderPage(<OrgDetailPage />, {
    path: '/org/detail/:id/:tab?',
    url: `/org/detail/${ids.org}/license`,
    session,
  });
  const count = (key: string) => stub.calls.filter((c) => c.key === key).length;
  return { ...stub, ...view, count, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'People of the organization' });

/** The table row of the person named so. */
async function rowOf(name: string): Promise<HTMLElement> {
  await table();
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText(name, { exact: true }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const figure = (label: string) => within(screen.getByRole('region', { name: 'License count' })).getByText(label);
const countShown = (label: string) => figure(label).nextElementSibling?.textContent;

async function openActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

const ok =
  (body: object = {}) =>
  () => ({ body: { succeeded: true, ...body } });

describe('the License tab', { timeout: 30_000 }, () => {
  it('lists everyone with role, license, billing, invitation and last sign-in, and counts paid and free', async () => {
    const { calls } = renderLicense();
    await table();
    // The first request: 0 to 300 by first name (002 §7's license count).
    expect(calls.find((c) => c.key === 'POST people/search')?.body).toEqual({
      startIndex: 0,
      endIndex: 300,
      includeTotalCount: true,
      filters: {},
      sorts: [{ property: 'FirstName', ascending: true }],
    });
    for (const header of ['Name', 'Email', 'Role', 'License', 'Billing permission', 'Invitation', 'Last sign-in']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    // Paid: Cy, Eve, Gus. Free: the Owner, Bea (Admin at the free domain), Dan (Observer), Fay (implementer).
    await waitFor(() => expect(countShown('Paid users')).toBe('3'));
    expect(countShown('Free users')).toBe('4');
    expect(countShown('Everyone')).toBe('7');

    const adaRow = await rowOf('Ada Owner');
    expect(within(adaRow).getByText('LT')).toBeTruthy();
    expect(within(adaRow).getByText('Yes')).toBeTruthy();
    expect(within(await rowOf('Fay Coach')).getByText('Implementer')).toBeTruthy();
    const danRow = await rowOf('Dan Four');
    expect(within(danRow).getByText('Free Observer')).toBeTruthy();
    const eveRow = await rowOf('Eve Five');
    expect(within(eveRow).getByText('Invited')).toBeTruthy();
    expect(within(eveRow).getByText('Pending, sent Jan 7, 2030')).toBeTruthy();
    expect(within(await rowOf('Gus Seven')).getByText('Expired')).toBeTruthy();
    const cyRow = await rowOf('Cy Three');
    expect(within(cyRow).getByText('Licensed')).toBeTruthy();
    expect(within(cyRow).getByTitle('cy@acme.com')).toBeTruthy();
    await waitFor(() => expect(within(cyRow).getByText('Feb 3, 2030')).toBeTruthy());
    expect(within(danRow).getByText('Never')).toBeTruthy();
  });

  it('searches by name or email after a pause; the counts stay over everyone; nothing found says so', async () => {
    const { user, calls } = renderLicense();
    await rowOf('Cy Three');
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'acme');
    await waitFor(() => expect(screen.queryByText('Ada Owner')).toBeNull());
    expect(screen.getByText('Cy Three')).toBeTruthy();
    // One search for the whole word, not one per keystroke.
    const searches = calls.filter((c) => c.key === 'POST people/search').map((c) => c.body as { filters: object });
    expect(searches.map((s) => s.filters)).toEqual([{}, { 'text-search': ['acme'] }]);
    expect(countShown('Everyone')).toBe('7');

    await user.clear(screen.getByRole('searchbox', { name: 'Search people' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'nobody');
    expect(await screen.findByText('No items match your search')).toBeTruthy();
  });

  it("loads more with 'Load more'; beyond what is loaded the counts cover everyone", async () => {
    const pages: Record<number, Person[]> = { 0: [ada, cy], 300: [dan, eve] };
    const { user, calls } = renderLicense(ada, {
      'POST people/search': (body) => {
        const { startIndex } = body as { startIndex: number };
        return { body: { succeeded: true, items: pages[startIndex] ?? [], totalCount: 302, totalPages: 2 } };
      },
    });
    await rowOf('Cy Three');
    // 302 people, 2 loaded: the paid come from the licensed people (paid-users), the rest are free.
    await waitFor(() => expect(countShown('Everyone')).toBe('302'));
    expect(countShown('Paid users')).toBe('3');
    expect(countShown('Free users')).toBe('299');
    expect(
      screen.getByText('The counts cover all 302 people, including those the table has not loaded yet.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await rowOf('Eve Five');
    expect(screen.getByText('Ada Owner')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST people/search').map((c) => c.body)).toContainEqual(
      expect.objectContaining({ startIndex: 300, endIndex: 600 }),
    );
  });

  it("changes a role: the call, 'Updated: {name}', the table reloads", async () => {
    const { user, calls, count } = renderLicense(ada, { [`PUT person/${pid.cy}/role`]: ok({ person: cy }) });
    await user.click(within(await rowOf('Cy Three')).getByLabelText('Role of Cy Three', { selector: 'input' }));
    const before = count('POST people/search');
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    expect(await screen.findByText('Updated: Cy Three')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT person/${pid.cy}/role`)?.body).toEqual({ role: 'Manager' });
    await waitFor(() => expect(count('POST people/search')).toBeGreaterThan(before));
  });

  it('shows a refusal in the ERROR toast', async () => {
    const { user } = renderLicense(ada, {
      [`PUT person/${pid.cy}/role`]: () => ({
        status: 403,
        body: { succeeded: false, messages: [{ id: 'ERR_FORBIDDEN', text: 'Not allowed' }] },
      }),
    });
    await user.click(within(await rowOf('Cy Three')).getByLabelText('Role of Cy Three', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await screen.findByText('ERROR')).toBeTruthy();
    expect(
      screen.getByText('You do not have the permissions required. Please contact your administrator.'),
    ).toBeTruthy();
  });

  it("downgrades to Free Observer after a confirmation that billing goes too: 'Downgraded'", async () => {
    const { user, calls } = renderLicense(ada, { [`PUT person/${pid.cy}/role`]: ok({ person: cy }) });
    await user.click(
      within(await openActions(user, 'Cy Three')).getByRole('menuitem', { name: 'Downgrade to Free Observer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free Observer?' });
    expect(
      within(dialog).getByText(/Cy Three becomes a Free Observer.*billing permission is revoked too/),
    ).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('PUT person'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText('Downgraded')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT person/${pid.cy}/role`)?.body).toEqual({ role: 'Observer' });
  });

  it('choosing Observer in the role select asks the same question; Cancel changes nothing', async () => {
    const { user, calls } = renderLicense();
    await user.click(within(await rowOf('Cy Three')).getByLabelText('Role of Cy Three', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Observer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free Observer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('PUT person'))).toBe(false);
  });

  it("upgrades a Free Observer to a licensed Member after a confirmation: 'Upgraded'", async () => {
    const { user, calls } = renderLicense(ada, { [`PUT person/${pid.dan}/role`]: ok({ person: dan }) });
    await user.click(
      within(await openActions(user, 'Dan Four')).getByRole('menuitem', { name: 'Upgrade to licensed' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to a license?' });
    expect(within(dialog).getByText(/Dan Four becomes a licensed Member/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgraded')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT person/${pid.dan}/role`)?.body).toEqual({ role: 'Member' });
  });

  it('grants billing permission (the Owner), never to an Observer', async () => {
    const { user, calls } = renderLicense(ada, {
      [`PUT person/${pid.cy}/permission/billing`]: ok({ person: cy }),
    });
    const menu = await openActions(user, 'Cy Three');
    await user.click(within(menu).getByRole('menuitem', { name: 'Grant billing permission' }));
    expect(await screen.findByText('Updated: Cy Three')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain(`PUT person/${pid.cy}/permission/billing`);
    // An Observer cannot hold it: not offered.
    const danMenu = await openActions(user, 'Dan Four');
    expect(within(danMenu).queryByRole('menuitem', { name: 'Grant billing permission' })).toBeNull();
  });

  it('revokes billing permission with DELETE', async () => {
    const holder = { ...cy, hasBillingPermission: true };
    const { user, calls } = renderLicense(ada, { [`DELETE person/${pid.cy}/permission/billing`]: ok({ person: cy }) }, [
      ada,
      holder,
    ]);
    await user.click(
      within(await openActions(user, 'Cy Three')).getByRole('menuitem', { name: 'Revoke billing permission' }),
    );
    expect(await screen.findByText('Updated: Cy Three')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain(`DELETE person/${pid.cy}/permission/billing`);
  });

  it("removes someone after a confirmation naming them and where their work goes: 'Removed: {name}'", async () => {
    const { user, calls } = renderLicense(ada, { [`DELETE person/${pid.cy}`]: ok() });
    await user.click(
      within(await openActions(user, 'Cy Three')).getByRole('menuitem', { name: 'Remove from the company' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the company?' });
    expect(within(dialog).getByText(/Cy Three will no longer have access to Demo\..*pass to you\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: Cy Three')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain(`DELETE person/${pid.cy}`);
  });

  it('offers the implementer three choices: Cancel, Keep as a Free User, Remove', async () => {
    const { user, calls } = renderLicense(ada, {
      [`DELETE person/${pid.fay}/implementer`]: ok({ person: fay }),
      [`DELETE person/${pid.fay}`]: ok(),
    });
    const ask = async () => {
      await user.click(
        within(await openActions(user, 'Fay Coach')).getByRole('menuitem', { name: 'Remove implementer' }),
      );
      return screen.findByRole('dialog', { name: 'Remove implementer?' });
    };
    const deletes = () => calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key);

    await user.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(within(await ask()).getByRole('button', { name: 'Keep as a Free User' }));
    expect(await screen.findByText('Updated: Fay Coach')).toBeTruthy();
    expect(deletes()).toEqual([`DELETE person/${pid.fay}/implementer`]);

    await user.click(within(await ask()).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: Fay Coach')).toBeTruthy();
    expect(deletes()).toEqual([`DELETE person/${pid.fay}/implementer`, `DELETE person/${pid.fay}`]);
  });

  it('resends an invitation, and revokes one after a confirmation', async () => {
    const { user, calls } = renderLicense(ada, {
      'POST invitations': ok({ invitations: [] }),
      [`PUT invitation/${pid.gusInvitation}/revoke`]: ok(),
    });
    await user.click(
      within(await rowOf('Eve Five')).getByRole('button', { name: 'Resend the invitation to Eve Five' }),
    );
    expect(await screen.findByText('Invitation sent to eve@acme.com')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST invitations')?.body).toEqual({
      invitees: [{ id: pid.eve, email: 'eve@acme.com' }],
      baseUrl: window.location.origin,
    });

    await user.click(
      within(await rowOf('Gus Seven')).getByRole('button', { name: 'Revoke the invitation of Gus Seven' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    expect(within(dialog).getByText(/The link mailed to gus@acme.com stops working/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked: Gus Seven')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain(`PUT invitation/${pid.gusInvitation}/revoke`);
  });

  it('an Admin cannot change the Owner, themselves or another Admin, and is told why; nor grant billing', async () => {
    const { user } = renderLicense(bea);
    const locked = async (name: string, reason: string) => {
      const row = await rowOf(name);
      expect(within(row).queryByRole('button', { name: `Actions for ${name}` })).toBeNull();
      expect(within(row).queryByLabelText(`Role of ${name}`, { selector: 'input' })).toBeNull();
      expect(within(row).getByRole('img', { name: `${name} cannot be changed by you: ${reason}` })).toBeTruthy();
    };
    await locked('Ada Owner', 'The Owner changes only by a transfer of ownership.');
    await locked('Bea Two', 'You cannot change your own role, license or rights.');
    await locked('Fay Coach', 'Only the Owner can change an Admin.');
    // A Member is theirs to change, but billing permission is the Owner's to give.
    const menu = await openActions(user, 'Cy Three');
    expect(within(menu).getByRole('menuitem', { name: 'Downgrade to Free Observer' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Grant billing permission' })).toBeNull();
  });

  it('a Member sees the people and counts, with no actions, last sign-ins or leadership select', async () => {
    const member = { ...cy };
    const { count } = renderLicense(member);
    await rowOf('Dan Four');
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Last sign-in' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
    expect(screen.queryByLabelText(/^Role of/, { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText(/^Leadership team meeting/, { selector: 'input' })).toBeNull();
    expect(count(`GET account/${ids.org}/users`)).toBe(0);
    // They may resend the invitation of nobody here but Observers (none pending): no buttons.
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
  });

  it('shows the leadership-team meeting and makes another one it', async () => {
    const { user, calls } = renderLicense(ada, {
      [`PUT org/leadershipteam/${ids.org}/${pid.sales}`]: ok({ meetingId: pid.sales }),
    });
    const select = await screen.findByLabelText(/^Leadership team meeting/, { selector: 'input' });
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('Leadership Team'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: salesMeeting.title }));
    expect(await screen.findByText('Leadership team meeting updated')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain(`PUT org/leadershipteam/${ids.org}/${pid.sales}`);
  });

  it('shows skeleton rows while the people load', async () => {
    renderLicense(ada, {}, everyone, { unanswered: '/people/search' });
    expect(await screen.findByLabelText('Loading people')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
