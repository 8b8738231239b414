import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { bea, ids, me, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ItemPopupHost } from '../popups/ItemPopupHost';
import { closeAllItemPopups, type OpenItemPopup, openItemPopup } from '../popups/store';
import IssuePopup from './IssuePopup';
import { issueFixture } from './issueFixtures';

const meeting = meetingFixture();

/** What the pickers and the meeting ask for around the save. */
const background: Record<string, Handler> = {
  'POST meeting-detail-selector': () => searchPage([meeting]),
  [`GET meeting/${ids.meeting}`]: () => ({ body: { succeeded: true, meeting } }),
  'POST person-picker-list': () => searchPage([me, bea]),
};

function renderPopup(request: Omit<OpenItemPopup, 'key' | 'kind'>, session = sessionFixture()) {
  const onClosed = vi.fn();
  const utils = renderWithProviders(
    <IssuePopup request={{ kind: 'issue', key: 1, ...request }} onClosed={onClosed} />,
    {
      session,
    },
  );
  return { ...utils, onClosed };
}

const ownerInput = () => screen.getByLabelText(/^Owner/, { selector: 'input' }) as HTMLInputElement;
const meetingInput = () =>
  screen.getByLabelText(/^Meeting/, { selector: 'input:not([type="radio"])' }) as HTMLInputElement;

async function chooseOwner(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(ownerInput());
  // The option reads the avatar's initials, then the name.
  await user.click(await screen.findByRole('option', { name: new RegExp(`${name}$`) }));
}

describe('Add Issue', { timeout: 30_000 }, () => {
  it('requires a title, a meeting and an owner before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ ...background, 'POST meeting-detail-selector': () => searchPage([]) });
    renderPopup({});
    expect(await screen.findByText('Add Issue')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(calls.some((c) => c.key === 'POST issues')).toBe(false);
  });

  it('defaults to the meeting and the user, sends ownerIds, and Add and create another keeps the meeting', async () => {
    const user = userEvent.setup();
    let n = 0;
    const { calls } = stubApi({
      ...background,
      'POST issues': (body) => {
        const issue = issueFixture({ id: `00000000-0000-4000-8000-00000000010${n++}`, ...(body as object) });
        return { body: { succeeded: true, issue, issues: [issue] } };
      },
    });
    const { onClosed } = renderPopup({ tractionId: ids.meeting });

    await waitFor(() => expect(ownerInput().value).toBe('Ada Owner'), { timeout: 5000 });
    await waitFor(() => expect(meetingInput().value).toBe('Leadership Team'));
    // The meetings offered are the user's own.
    expect(calls.find((c) => c.key === 'POST meeting-detail-selector')?.body).toMatchObject({
      filters: { 'person-ids': [me.id] },
    });

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Hiring is slow');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Two open roles');
    await user.click(screen.getByRole('button', { name: 'Add and create another' }));

    expect(await screen.findByText('Created: Hiring is slow')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST issues').map((c) => c.body)).toEqual([
      { title: 'Hiring is slow', ownerIds: [me.id], contentHtml: '<p>Two open roles</p>', tractionId: ids.meeting },
    ]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(''));
    expect(meetingInput().value).toBe('Leadership Team');
    expect(onClosed).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Churn is up');
    await chooseOwner(user, 'Bea Two');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.filter((c) => c.key === 'POST issues')[1]?.body).toEqual({
      title: 'Churn is up',
      ownerIds: [bea.id],
      contentHtml: '',
      tractionId: ids.meeting,
    });
    expect(await screen.findByText('Created: Churn is up')).toBeTruthy();
  });

  it('starts with a preset owner (a chart seat’s holder) rather than the user', async () => {
    stubApi(background);
    renderPopup({ tractionId: ids.meeting, prefill: { owners: [bea] } });
    await waitFor(() => expect(ownerInput().value).toBe('Bea Two'), { timeout: 5000 });
    await waitFor(() => expect(meetingInput().value).toBe('Leadership Team'));
    expect(ownerInput().value).toBe('Bea Two');
  });

  it('counts the defaults as the starting point: Escape closes without asking', async () => {
    const user = userEvent.setup();
    stubApi(background);
    const { onClosed } = renderPopup({ tractionId: ids.meeting });
    await waitFor(() => expect(ownerInput().value).toBe('Ada Owner'), { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('offers V/TO: the owner’s editable V/TOs, a folder and a V/TO both required', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...background,
      'GET vto/collections/editable': () => ({ body: { succeeded: true, collections: [] } }),
    });
    renderPopup({ tractionId: ids.meeting });
    await screen.findByText('Add Issue');
    await user.click(screen.getByRole('radio', { name: 'V/TO' }));
    // The user owns it to start with; they may edit no V/TO here.
    expect(await screen.findByText('The selected owner does not have any editable V/TOs.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Title/), 'Second office');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(calls.some((c) => c.key.includes('long-term-issue'))).toBe(false);
    expect(calls.some((c) => c.key === 'POST issues')).toBe(false);
  });
});

describe('Edit Issue', { timeout: 30_000 }, () => {
  const issue = issueFixture();

  it('saves with the original owner, then reassigns: both calls in order, both toasts', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...background,
      'GET issues': () => ({ body: [issue] }),
      [`PUT issue/${issue.id}`]: (body) => ({ body: { succeeded: true, issue: { ...issue, ...(body as object) } } }),
      [`PUT issue/${issue.id}/reassign`]: () => ({
        body: { succeeded: true, issue: { ...issue, title: 'Hiring is too slow', ownerId: bea.id, owner: bea } },
      }),
    });
    const { onClosed } = renderPopup({ id: issue.id });

    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.getByText('Edit Issue')).toBeTruthy();
    await user.clear(title);
    await user.type(title, 'Hiring is too slow');
    await chooseOwner(user, 'Bea Two');
    // The owners offered are the people of the issue's meeting.
    expect(calls.find((c) => c.key === 'POST person-picker-list')?.body).toMatchObject({
      filters: { 'traction-ids': [ids.meeting] },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const writes = calls.filter((c) => c.key.startsWith('PUT'));
    expect(writes).toEqual([
      { key: `PUT issue/${issue.id}`, body: { title: 'Hiring is too slow', ownerId: me.id, contentHtml: '' } },
      { key: `PUT issue/${issue.id}/reassign`, body: { ownerId: bea.id } },
    ]);
    expect(await screen.findByText('Updated: Hiring is too slow')).toBeTruthy();
    expect(await screen.findByText('Reassigned: Hiring is too slow')).toBeTruthy();
  });

  it('saves without a reassign step when the owner stayed', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...background,
      'GET issues': () => ({ body: [issue] }),
      [`PUT issue/${issue.id}`]: () => ({ body: { succeeded: true, issue } }),
    });
    const { onClosed } = renderPopup({ id: issue.id });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.filter((c) => c.key.startsWith('PUT')).map((c) => c.key)).toEqual([`PUT issue/${issue.id}`]);
  });

  it('Solve solves the issue, says so and closes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...background,
      'GET issues': () => ({ body: [issue] }),
      [`PUT issue/${issue.id}/solve`]: () => ({ body: { succeeded: true, issue: { ...issue, status: 'Solved' } } }),
    });
    const { onClosed } = renderPopup({ id: issue.id });
    await user.click(await screen.findByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.some((c) => c.key === `PUT issue/${issue.id}/solve`)).toBe(true);
    expect(await screen.findByText('Solved: Hiring is slow')).toBeTruthy();
  });

  it('offers Reopen for a solved issue', async () => {
    const user = userEvent.setup();
    const solved = issueFixture({ status: 'Solved', solved: '2030-01-02T00:00:00.000Z' });
    const { calls } = stubApi({
      ...background,
      'GET issues': () => ({ body: [solved] }),
      [`PUT issue/${issue.id}/status`]: () => ({ body: { succeeded: true, issue } }),
    });
    renderPopup({ id: issue.id });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Updated Status: Hiring is slow')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT issue/${issue.id}/status`)?.body).toEqual({ status: 'Open' });
  });

  it('Remove asks first, removes, says Issue removed and closes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...background,
      'GET issues': () => ({ body: [issue] }),
      [`DELETE issue/${issue.id}`]: () => ({ body: { succeeded: true } }),
    });
    const { onClosed } = renderPopup({ id: issue.id });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Issue' });
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.some((c) => c.key === `DELETE issue/${issue.id}`)).toBe(true);
    expect(await screen.findByText('Issue removed')).toBeTruthy();
  });

  it('opens read-only when the issue may not be changed: fields disabled, no Save, no actions', async () => {
    stubApi({ ...background, 'GET issues': () => ({ body: [issueFixture({ abilities: { canEdit: false } })] }) });
    renderPopup({ id: issue.id });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title.hasAttribute('disabled')).toBe(true);
    expect(ownerInput().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Solve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
    expect(screen.getByText('You can view this item but not change it.')).toBeTruthy();
  });

  it('Move opens Move Issue over the edit popup', async () => {
    const user = userEvent.setup();
    stubApi({ ...background, 'GET issues': () => ({ body: [issue] }) });
    renderWithProviders(<ItemPopupHost />, { session: sessionFixture() });
    act(() => {
      openItemPopup({ kind: 'issue', id: issue.id });
    });
    const edit = await screen.findByRole('dialog', { name: 'Edit Issue' }, { timeout: 10_000 });
    await user.click(await within(edit).findByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('dialog', { name: 'Move Issue' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Issue' })).toBeTruthy();
    act(() => closeAllItemPopups());
  });

  it('says so when the issue no longer exists', async () => {
    stubApi({ ...background, 'GET issues': () => ({ body: [] }) });
    renderPopup({ id: issue.id });
    expect(await screen.findByText('This item no longer exists or was removed.')).toBeTruthy();
  });
});
