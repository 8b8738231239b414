import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllItemPopups } from '../features/items/popups/store';
import { stubApi } from '../test/api-stub';
import { ids, meetingFixture, searchPage, sessionFixture } from '../test/fixtures';
import { PopupProbe } from '../test/PopupProbe';
import { renderWithProviders } from '../test/render';
import { useQuickAdd } from './useQuickAdd';

afterEach(closeAllItemPopups);

function AddTodoButton() {
  const add = useQuickAdd();
  return (
    <button type="button" onClick={() => add('todo')}>
      To-Do
    </button>
  );
}

async function addTodoAt(url: string) {
  const user = userEvent.setup();
  stubApi({ 'POST my-meetings': () => searchPage([meetingFixture()]) });
  renderWithProviders(
    <>
      <AddTodoButton />
      <PopupProbe />
    </>,
    { url, session: sessionFixture() },
  );
  await user.click(screen.getByRole('button', { name: 'To-Do' }));
  await waitFor(() => expect(screen.getByTestId('popups').textContent).not.toBe('[]'));
  return JSON.parse(screen.getByTestId('popups').textContent ?? '[]');
}

describe('the sub-bar add actions', () => {
  it('default to the meeting being held when a live meeting is open', async () => {
    expect(await addTodoAt(`/meeting/live/${ids.meeting}`)).toEqual([{ kind: 'todo', tractionId: ids.meeting }]);
  });

  it('default to the meeting whose page is open', async () => {
    expect(await addTodoAt(`/traction/${ids.meeting}/${ids.thread}/meetingoverview`)).toEqual([
      { kind: 'todo', tractionId: ids.meeting },
    ]);
  });

  it('leave the meeting to choose elsewhere', async () => {
    expect(await addTodoAt('/meetings')).toEqual([{ kind: 'todo', tractionId: null }]);
  });
});
