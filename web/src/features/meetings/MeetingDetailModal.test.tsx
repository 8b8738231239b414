import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { bea, formBackground, ids, me, meetingFixture } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import MeetingDetailModal from './modals/MeetingDetailModal';

/** The owner Select's input (its listbox carries the same label). */
const ownerInput = () => {
  const input = screen.getAllByLabelText(/^Meeting owner/).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error('no owner input');
  return input;
};

function open(abilities: { canEdit: boolean; canDelete: boolean; canChangeOwner: boolean }) {
  const meeting = meetingFixture({ ownerId: bea.id, owner: bea, invitees: [bea, me], abilities });
  const stub = stubApi({
    ...formBackground,
    [`GET meeting/${ids.meeting}`]: () => ({ body: { succeeded: true, meeting } }),
    [`PUT meeting/${ids.meeting}`]: () => ({ body: { succeeded: true, meeting } }),
  });
  renderPage(<MeetingDetailModal />, { path: '/meeting/:id', url: `/meeting/${ids.meeting}` });
  return stub;
}

// Handing a meeting over needs what deleting it needs (issue 14 F2): an invitee who may edit keeps its owner.
describe('MeetingDetailModal: the owner of a meeting the user may edit but not hand over', { timeout: 20_000 }, () => {
  it('shows the owner read-only with why, and keeps them invited when removed from the list', async () => {
    const user = userEvent.setup();
    const { calls } = open({ canEdit: true, canDelete: false, canChangeOwner: false });
    await user.click(await screen.findByRole('tab', { name: /Invitees/ }));
    const owner = ownerInput();
    expect(owner.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText("Only the meeting's owner, an Admin or the organization's Owner can hand it over."),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Bea Two' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const sent = calls.find((c) => c.key === `PUT meeting/${ids.meeting}`)?.body as {
      ownerId: string;
      inviteeIds: string[];
    };
    expect(sent.ownerId).toBe(bea.id);
    expect(sent.inviteeIds).toContain(bea.id);
  });

  it('lets those who may hand it over choose the owner', async () => {
    const user = userEvent.setup();
    open({ canEdit: true, canDelete: true, canChangeOwner: true });
    await user.click(await screen.findByRole('tab', { name: /Invitees/ }));
    const owner = ownerInput();
    expect(owner.hasAttribute('disabled')).toBe(false);
    expect(within(document.body).queryByText(/can hand it over/)).toBeNull();
  });
});
