import type { CoreFocus, VtoRevision } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { publishLiveEvent } from '../../../app/liveEvents';
import { onCollectionEvent } from '../../../app/socket';
import { ids } from '../../../test/fixtures';
import { vtoFixture, vtoIds } from '../vtoFixtures';
import { partAnswer, showVto } from '../vtoTestPage';

beforeEach(() => resetOwnWrites());
afterEach(() => vi.useRealTimers());

const focusId = '99999999-9999-4999-8999-000000000040';
const withFocus = (changes: Partial<CoreFocus> = {}): VtoRevision => {
  const base = vtoFixture();
  const focus: CoreFocus = {
    id: focusId,
    title: 'Purpose',
    customTitle: '',
    description: 'Help teams',
    niche: 'Small firms',
    updated: '2030-01-05T10:00:00.000Z',
    ...changes,
  };
  return { ...base, vision: { ...base.vision, coreFocus: focus } };
};

/** What the socket does with a live update: invalidate the kind's queries, then tell the screens. */
function someoneElseChanged(queryClient: QueryClient, by = ids.bea) {
  const update = { type: 'vtoRevision', id: vtoIds.revision, collectionId: vtoIds.company, partId: focusId, by };
  act(() => {
    onCollectionEvent(queryClient, update);
    publishLiveEvent('Updated', update);
  });
}

const SHOWN = 'Someone else changed this part while you were editing it; their version is shown now.';
const KEPT = /Your changes are kept here/;

describe("someone else's change to a part", { timeout: 20_000 }, () => {
  it('just shows the new content of a part the user is not editing', async () => {
    let vto = withFocus();
    const page = showVto(() => vto);
    const description = await screen.findByRole('textbox', { name: 'Purpose' });
    vto = withFocus({ description: 'Help every team' });
    someoneElseChanged(page.queryClient);
    await vi.waitFor(() => expect((description as HTMLTextAreaElement).value).toBe('Help every team'));
    expect(screen.queryByText(SHOWN)).toBeNull();
  });

  it('shows their version in a part the user is in, with nothing unsaved, and says so', async () => {
    const user = userEvent.setup();
    let vto = withFocus();
    const page = showVto(() => vto);
    const niche = await screen.findByRole('textbox', { name: 'Niche' });
    await user.click(niche);
    vto = withFocus({ niche: 'Family firms' });
    someoneElseChanged(page.queryClient);
    expect(await screen.findByText(SHOWN)).toBeTruthy();
    expect((niche as HTMLTextAreaElement).value).toBe('Family firms');
    expect(page.writes()).toEqual([]);
  });

  it("keeps the user's unsaved text, stops saving it, and lets them load theirs or keep their own", async () => {
    let vto = withFocus();
    const page = showVto(() => vto, {
      routes: {
        [`PUT core-focus/${focusId}`]: (body) => partAnswer(withFocus(body as Partial<CoreFocus>), focusId),
      },
    });
    const part = await screen.findByRole('region', { name: 'Core Focus' });
    const description = within(part).getByRole('textbox', { name: 'Purpose' }) as HTMLTextAreaElement;
    vi.useFakeTimers();
    fireEvent.focus(description);
    fireEvent.change(description, { target: { value: 'Mine' } });
    await act(() => vi.advanceTimersByTimeAsync(20));
    // Typed on: waits for the 1 s pause when their change arrives.
    fireEvent.change(description, { target: { value: 'Mine, longer' } });
    vto = withFocus({ description: 'Theirs' });
    someoneElseChanged(page.queryClient);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(within(part).getByText(KEPT)).toBeTruthy();
    expect(description.value).toBe('Mine, longer');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(page.writes().filter((w) => w.key.startsWith('PUT'))).toHaveLength(1);
    vi.useRealTimers();

    fireEvent.click(within(part).getByRole('button', { name: 'Load their version' }));
    expect(description.value).toBe('Theirs');
    expect(within(part).queryByText(KEPT)).toBeNull();
    expect(page.writes().filter((w) => w.key.startsWith('PUT'))).toHaveLength(1);
  });

  it('treats a change by the same person (another tab) as their own', async () => {
    const user = userEvent.setup();
    let vto = withFocus();
    const page = showVto(() => vto);
    await user.click(await screen.findByRole('textbox', { name: 'Niche' }));
    vto = withFocus({ niche: 'Family firms' });
    someoneElseChanged(page.queryClient, ids.memberPerson);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByText(SHOWN)).toBeNull();
  });
});
