import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, ids, me, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import HeadlinePopup from './HeadlinePopup';
import { headlineFixture } from './testing';

function setup(tractionId: string | null) {
  const api = stubApi({
    'POST meeting-detail-selector': () => searchPage([meetingFixture()]),
    'POST person-picker-list': () => searchPage([me, bea]),
    'POST headlines': (body) => {
      const { ownerIds, title } = body as { ownerIds: string[]; title: string };
      return { body: { succeeded: true, headlines: ownerIds.map((ownerId) => headlineFixture({ ownerId, title })) } };
    },
  });
  const onClosed = vi.fn();
  renderWithProviders(<HeadlinePopup request={{ kind: 'headline', key: 1, tractionId }} onClosed={onClosed} />, {
    session: sessionFixture(),
    flags: {},
  });
  return { ...api, onClosed };
}

const posts = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === 'POST headlines');
const invalid = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }).getAttribute('aria-invalid');

describe('Add Headline', { timeout: 30_000 }, () => {
  it('asks for the title and the meeting before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = setup(null);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(invalid(/^Title/)).toBe('true');
    expect(invalid(/^Meeting/)).toBe('true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks for at least one owner', async () => {
    const user = userEvent.setup();
    const { calls } = setup(ids.meeting);
    await user.type(await screen.findByLabelText(/^Title/, { selector: 'input' }), 'Big customer signed');
    await user.click(screen.getByRole('button', { name: 'Remove Ada Owner' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(invalid(/^Owners/)).toBe('true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates one headline per owner among the meeting people, then toasts and closes', async () => {
    const user = userEvent.setup();
    const { calls, onClosed } = setup(ids.meeting);
    await user.type(await screen.findByLabelText(/^Title/, { selector: 'input' }), 'Big customer signed');
    // The meeting defaults to the route's; the user is the default owner.
    await waitFor(() => expect(screen.getByDisplayValue('Leadership Team')).toBeTruthy());
    await user.click(screen.getByLabelText(/^Owners/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Bea Two/ }));
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Signed today');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Created: Big customer signed')).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({
      title: 'Big customer signed',
      ownerIds: [me.id, bea.id],
      contentHtml: '<p>Signed today</p>',
      tractionId: ids.meeting,
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    // Meetings offered are the user's; owners offered are the chosen meeting's people.
    expect(calls.find((c) => c.key === 'POST meeting-detail-selector')?.body).toMatchObject({
      filters: { 'person-ids': [me.id] },
    });
    expect(calls.find((c) => c.key === 'POST person-picker-list')?.body).toMatchObject({
      filters: { 'traction-ids': [ids.meeting] },
    });
  });

  it('Add and create another keeps the meeting and starts a fresh title', async () => {
    const user = userEvent.setup();
    const { calls, onClosed } = setup(ids.meeting);
    const title = await screen.findByLabelText(/^Title/, { selector: 'input' });
    await user.type(title, 'First');
    await user.click(screen.getByRole('button', { name: 'Add and create another' }));
    expect(await screen.findByText('Created: First')).toBeTruthy();
    await waitFor(() => expect((title as HTMLInputElement).value).toBe(''));
    expect(screen.getByDisplayValue('Leadership Team')).toBeTruthy();

    await user.type(title, 'Second');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]?.body).toMatchObject({ title: 'Second', tractionId: ids.meeting, ownerIds: [me.id] });
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });
});
