import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { vtoFixture } from '../vtoFixtures';
import { partAnswer, showVto } from '../vtoTestPage';

beforeEach(() => resetOwnWrites());
afterEach(() => vi.useRealTimers());

const valueId = '99999999-9999-4999-8999-000000000001';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('autosave of a V/TO part', { timeout: 20_000 }, () => {
  it('saves the first change after 10 ms, then 1 s after the last change of the burst', async () => {
    const vto = vtoFixture();
    const page = showVto(() => vto, { routes: { [`PUT core-value/${valueId}`]: () => partAnswer(vto, valueId) } });
    const title = await screen.findByRole('textbox', { name: 'Core value 1' });
    vi.useFakeTimers();
    const puts = () => page.writes().filter((w) => w.key === `PUT core-value/${valueId}`);

    fireEvent.change(title, { target: { value: 'Do the right thing!' } });
    await advance(9);
    expect(puts()).toHaveLength(0);
    await advance(2);
    expect(puts().map((p) => p.body)).toEqual([{ title: 'Do the right thing!', description: '' }]);

    // The rest of the burst waits for a 1 s pause.
    fireEvent.change(title, { target: { value: 'Do the right thing!!' } });
    await advance(500);
    fireEvent.change(title, { target: { value: 'Do the right thing!!!' } });
    await advance(999);
    expect(puts()).toHaveLength(1);
    await advance(2);
    expect(puts().map((p) => p.body)).toEqual([
      { title: 'Do the right thing!', description: '' },
      { title: 'Do the right thing!!!', description: '' },
    ]);
    expect(screen.getByText('Saved')).toBeTruthy();

    // After a pause, a new burst starts with 10 ms again.
    await advance(1500);
    fireEvent.change(title, { target: { value: 'Do right' } });
    await advance(11);
    expect(puts()).toHaveLength(3);
  });

  it('does not save an empty required field and says why', async () => {
    const vto = vtoFixture();
    const page = showVto(() => vto, { routes: { [`PUT core-value/${valueId}`]: () => partAnswer(vto, valueId) } });
    const title = await screen.findByRole('textbox', { name: 'Core value 1' });
    vi.useFakeTimers();
    fireEvent.change(title, { target: { value: '   ' } });
    await advance(3000);
    expect(page.writes()).toEqual([]);
    expect(screen.getByText('Required fields must be filled out before the form can be AutoSaved')).toBeTruthy();
    // Filled in again, it saves.
    fireEvent.change(title, { target: { value: 'Integrity' } });
    await advance(11);
    expect(page.writes()).toHaveLength(1);
    expect(screen.queryByText('Required fields must be filled out before the form can be AutoSaved')).toBeNull();
  });

  it("shows the server's message when a save is refused", async () => {
    const vto = vtoFixture();
    showVto(() => vto, {
      routes: {
        [`PUT core-value/${valueId}`]: () => ({
          status: 403,
          body: {
            succeeded: false,
            messages: [{ id: 'ERR_OBSERVER_CANNOT_EDIT', text: 'Observers can view but not edit.' }],
          },
        }),
      },
    });
    const title = await screen.findByRole('textbox', { name: 'Core value 1' });
    fireEvent.change(title, { target: { value: 'Integrity' } });
    expect(await screen.findByText('Not saved: Observers can view but not edit.')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Integrity');
  });
});
