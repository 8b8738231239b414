import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, cy, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import CascadeHeadlinePopup from './CascadeHeadlinePopup';
import { headlineFixture, headlineId, otherMeeting, thirdMeeting } from './testing';

const leadership = meetingFixture();

function setup(flag = true) {
  const api = stubApi({
    'GET headlines': () => ({ body: [headlineFixture()] }),
    'POST person-picker-list': () => searchPage([bea, cy]),
    // Each owner's meetings: Bea attends Leadership and Sales, Cy attends Marketing.
    'POST meeting-detail-selector': (body) => {
      const person = (body as { filters: Record<string, string[]> }).filters['person-ids']?.[0];
      return searchPage(person === bea.id ? [leadership, otherMeeting] : person === cy.id ? [thirdMeeting] : []);
    },
    'POST headline/cascade': () => ({
      body: { succeeded: true, headlines: [headlineFixture({ id: otherMeeting.id, cascadedFromId: headlineId })] },
    }),
  });
  const onClosed = vi.fn();
  renderWithProviders(
    <CascadeHeadlinePopup request={{ kind: 'cascadeHeadline', key: 1, id: headlineId }} onClosed={onClosed} />,
    { session: sessionFixture(), flags: { 'cascade-headlines': flag } },
  );
  return { ...api, onClosed };
}

const user = () => userEvent.setup();
const entry = (n: number) => screen.getByRole('group', { name: `Owner ${n}` });

async function chooseOwner(u: ReturnType<typeof user>, n: number, name: RegExp) {
  await u.click(within(entry(n)).getByLabelText(/^Owner/, { selector: 'input' }));
  await u.click(await screen.findByRole('option', { name }));
}

async function chooseMeeting(u: ReturnType<typeof user>, n: number, name: string) {
  await u.click(within(entry(n)).getByLabelText(/^Meetings/, { selector: 'input' }));
  await u.click(await screen.findByRole('option', { name }));
}

/** The meetings chosen in entry n, as their pills read. */
const pills = (n: number) => Array.from(entry(n).querySelectorAll('.mantine-Pill-label')).map((el) => el.textContent);

describe('Cascade Headline', { timeout: 30_000 }, () => {
  it('enables Cascade only when every entry has an owner and a meeting, then sends the entries', async () => {
    const u = user();
    const { calls, onClosed } = setup();
    expect(await screen.findByText(/Copy "Big customer signed" to other meetings/)).toBeTruthy();
    const cascade = screen.getByRole('button', { name: 'Cascade' });
    expect(cascade.hasAttribute('disabled')).toBe(true);

    await chooseOwner(u, 1, /Bea Two/);
    expect(cascade.hasAttribute('disabled')).toBe(true);
    await chooseMeeting(u, 1, 'Sales');
    expect(cascade.hasAttribute('disabled')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Add owner' }));
    expect(cascade.hasAttribute('disabled')).toBe(true);
    await chooseOwner(u, 2, /Cy Three/);
    expect(cascade.hasAttribute('disabled')).toBe(true);
    await chooseMeeting(u, 2, 'Marketing');
    expect(cascade.hasAttribute('disabled')).toBe(false);

    await u.click(cascade);
    expect(await screen.findByText('Headline cascaded')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST headline/cascade')?.body).toEqual({
      headlineId,
      entries: [
        { ownerId: bea.id, tractionIds: [otherMeeting.id] },
        { ownerId: cy.id, tractionIds: [thirdMeeting.id] },
      ],
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    // Owners are the organization's licensed people, not one meeting's.
    expect(calls.find((c) => c.key === 'POST person-picker-list')?.body).toMatchObject({
      filters: { 'has-license': ['true'] },
    });
  });

  it("choosing another owner clears that entry's meetings, not the other entries'", async () => {
    const u = user();
    setup();
    await screen.findByRole('group', { name: 'Owner 1' });
    await chooseOwner(u, 1, /Bea Two/);
    await chooseMeeting(u, 1, 'Sales');
    await u.click(screen.getByRole('button', { name: 'Add owner' }));
    await chooseOwner(u, 2, /Bea Two/);
    await chooseMeeting(u, 2, 'Leadership Team');
    expect(pills(1)).toEqual(['Sales']);

    await chooseOwner(u, 1, /Cy Three/);
    expect(pills(1)).toEqual([]);
    expect(pills(2)).toEqual(['Leadership Team']);
    expect(screen.getByRole('button', { name: 'Cascade' }).hasAttribute('disabled')).toBe(true);

    // Removing the incomplete entry leaves a complete cascade.
    await u.click(screen.getByRole('button', { name: 'Remove owner 1' }));
    expect(screen.queryByRole('group', { name: 'Owner 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cascade' }).hasAttribute('disabled')).toBe(false);
  });

  it('says the feature is off and offers nothing while the flag is off', async () => {
    const { calls } = setup(false);
    expect(await screen.findByText('Cascading headlines is not available in this organization.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cascade' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Owner 1' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
