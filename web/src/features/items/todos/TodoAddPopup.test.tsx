import { defaultTodoDueDate } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, ids, me, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import TodoPopup from './TodoPopup';
import { pickerRoutes, todoFixture } from './todoFixtures';

// Typing and picking through Mantine comboboxes is slow in jsdom on a busy machine.

function renderAdd(tractionId: string | null = ids.meeting) {
  const onClosed = vi.fn();
  const view = renderWithProviders(<TodoPopup request={{ kind: 'todo', key: 1, tractionId }} onClosed={onClosed} />, {
    session: sessionFixture(),
  });
  return { ...view, onClosed };
}

async function pickOwner(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByLabelText(/^Owners/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Add To-Do', () => {
  it('asks for title and meeting, each "Required", and sends nothing; the user owns it by default', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(pickerRoutes());
    renderAdd(null);
    expect(await screen.findByText('Add To-Do')).toBeTruthy();
    // Without a meeting there is nobody to pick as owner.
    expect(screen.getByText('Choose a meeting first')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Required', 'Required']);
    // The owner is there already, as in Add Issue and Add Headline: the meetings offered are the user's.
    expect(screen.getByLabelText('Ada Owner')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST todos')).toBe(false);
  });

  it('defaults the due date to 7 days from today and the meeting to the one it was opened from', async () => {
    stubApi(pickerRoutes());
    renderAdd();
    const due = defaultTodoDueDate();
    // Whole UTC days, so a daylight-saving change within the week does not make it 6.
    const today = new Date().toISOString().slice(0, 10);
    expect((Date.parse(due) - Date.parse(today)) / 86_400_000).toBe(7);
    expect(await screen.findByText(dayjs(due).format('ddd, MMM D, YYYY'))).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Meeting/, { selector: 'input' }) as HTMLInputElement).value).toBe(
        'Leadership Team',
      ),
    );
  });

  it('creates one To-Do per owner with one POST, then closes with "Created: {title}"', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...pickerRoutes(),
      'POST todos': () => ({
        body: { succeeded: true, todos: [todoFixture(), todoFixture({ id: ids.cy, ownerId: bea.id, owner: bea })] },
      }),
    });
    const { onClosed } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), '  Call the bank ');
    expect(screen.getByLabelText('Ada Owner')).toBeTruthy();
    await pickOwner(user, /Bea Two/);
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Ask about the loan');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Created: Call the bank')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST todos')?.body).toEqual({
      title: 'Call the bank',
      ownerIds: [me.id, bea.id],
      dueDate: defaultTodoDueDate(),
      contentHtml: '<p>Ask about the loan</p>',
      tractionId: ids.meeting,
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('"Add and create another" keeps the meeting and starts the rest over', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...pickerRoutes(),
      'POST todos': () => ({ body: { succeeded: true, todos: [todoFixture()] } }),
    });
    const { onClosed } = renderAdd();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, 'First');
    await pickOwner(user, /Bea Two/);
    expect(screen.getByLabelText('Bea Two')).toBeTruthy(); // the owner's pill
    await user.click(screen.getByRole('button', { name: 'Add and create another' }));

    expect(await screen.findByText('Created: First')).toBeTruthy();
    await waitFor(() => expect((title as HTMLInputElement).value).toBe(''));
    expect(screen.queryByLabelText('Bea Two')).toBeNull(); // the owner pill is gone
    expect(screen.getByLabelText('Ada Owner')).toBeTruthy(); // and the user owns the next one again
    expect((screen.getByLabelText(/^Meeting/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Leadership Team',
    );
    expect(onClosed).not.toHaveBeenCalled();

    await user.type(title, 'Second');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST todos')).toHaveLength(2));
    expect(calls.filter((c) => c.key === 'POST todos')[1]?.body).toMatchObject({
      title: 'Second',
      ownerIds: [me.id],
      tractionId: ids.meeting,
    });
  });

  it('asks "You have unsaved changes." on Escape once something was typed', async () => {
    const user = userEvent.setup();
    stubApi(pickerRoutes());
    const { onClosed } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Half a thought');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('You have unsaved changes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('shows the server refusing an owner under the owners field', async () => {
    const user = userEvent.setup();
    stubApi({
      ...pickerRoutes(),
      'POST todos': () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [{ id: 'ERR_OWNER_NOT_IN_MEETING', text: 'Not in the meeting', field: 'ownerIds' }],
        },
      }),
    });
    const { onClosed } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Call the bank');
    await pickOwner(user, /Bea Two/);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const owners = screen.getByLabelText(/^Owners/, { selector: 'input' });
    await waitFor(() => expect(owners.getAttribute('aria-invalid')).toBe('true'));
    expect((await screen.findByRole('alert')).textContent).toBe('The owner must be invited to the meeting');
    expect(onClosed).not.toHaveBeenCalled();
  });
  it('opened from a meeting the user is not invited to, nobody is preset and nothing counts as typed', async () => {
    const user = userEvent.setup();
    const theirs = meetingFixture({ invitees: [bea] });
    stubApi({
      ...pickerRoutes(),
      'POST meeting-detail-selector': () => searchPage([theirs]),
      [`GET meeting/${theirs.id}`]: () => ({ body: { succeeded: true, meeting: theirs } }),
    });
    const { onClosed } = renderAdd();
    await screen.findByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(screen.queryByLabelText('Ada Owner')).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('made from an IDS issue, starts with its owner and a note naming it, as a starting point', async () => {
    const user = userEvent.setup();
    stubApi(pickerRoutes());
    const onClosed = vi.fn();
    renderWithProviders(
      <TodoPopup
        request={{
          kind: 'todo',
          key: 1,
          tractionId: ids.meeting,
          prefill: { owners: [bea], contentHtml: '<p>From the issue “Churn is up”, discussed in IDS.</p>' },
        }}
        onClosed={onClosed}
      />,
      { session: sessionFixture() },
    );
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.getByLabelText('Bea Two')).toBeTruthy();
    expect(screen.queryByLabelText('Ada Owner')).toBeNull();
    expect(await screen.findByText('From the issue “Churn is up”, discussed in IDS.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('changing the meeting drops the owners who are not in it', async () => {
    const user = userEvent.setup();
    const sales = meetingFixture({ id: ids.thread, tractionId: ids.thread, title: 'Sales', invitees: [me] });
    stubApi({
      ...pickerRoutes(),
      'POST meeting-detail-selector': () => searchPage([meetingFixture(), sales]),
      [`GET meeting/${sales.id}`]: () => ({ body: { succeeded: true, meeting: sales } }),
    });
    renderAdd();
    await screen.findByRole('textbox', { name: /^Title/ });
    await pickOwner(user, /Bea Two/);
    expect(screen.getByLabelText('Bea Two')).toBeTruthy();

    await user.click(screen.getByLabelText(/^Meeting/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await waitFor(() => expect(screen.queryByLabelText('Bea Two')).toBeNull());
    expect(screen.getByLabelText('Ada Owner')).toBeTruthy();
  });
});
