import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { ids, meetingFixture, person, sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ChangeOwnerPopup } from './modals/ChangeOwnerPopup';

afterEach(() => vi.unstubAllGlobals());

describe('ChangeOwnerPopup', () => {
  it('keeps Confirm disabled until a person is chosen, then sends the new ownerId', async () => {
    const user = userEvent.setup();
    const meeting = meetingFixture();
    const onClose = vi.fn();
    const bea = person(ids.bea, 'Bea', 'Two');
    const { calls } = stubApi({
      'POST person-picker-list': () => ({
        body: { succeeded: true, items: [bea, person(ids.cy, 'Cy', 'Three')], totalCount: 2, totalPages: 1 },
      }),
      [`PUT meeting/${meeting.id}/owner`]: () => ({
        body: { succeeded: true, meeting: { ...meeting, ownerId: bea.id, owner: bea } },
      }),
    });
    renderWithProviders(<ChangeOwnerPopup meeting={meeting} opened onClose={onClose} />, {
      session: sessionFixture(),
      flags: {},
    });
    expect(await screen.findByText('Reassign the Meeting Owner')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    // Only licensed people other than the current owner are offered.
    const picker = calls.find((c) => c.key === 'POST person-picker-list');
    expect(picker?.body).toMatchObject({ filters: { 'has-license': ['true'], 'excluded-ids': [meeting.ownerId] } });

    const input = screen.getByLabelText('New owner', { selector: 'input' });
    await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Bea Two' }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.key === `PUT meeting/${meeting.id}/owner`);
    expect(put?.body).toEqual({ ownerId: bea.id });
  });

  it('Cancel closes without a call', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls } = stubApi({
      'POST person-picker-list': () => ({ body: { succeeded: true, items: [], totalCount: 0, totalPages: 0 } }),
    });
    renderWithProviders(<ChangeOwnerPopup meeting={meetingFixture()} opened onClose={onClose} />, {
      session: sessionFixture(),
      flags: {},
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });
});
