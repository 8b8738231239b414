import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { formBackground } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import MeetingNewModal from './modals/MeetingNewModal';

afterEach(() => vi.unstubAllGlobals());

const openModal = () => renderPage(<MeetingNewModal />, { path: '/meeting/new', url: '/meeting/new' });

// Typing into Mantine inputs under jsdom is slow; the default 5 s is too tight on a busy machine.
describe('MeetingNewModal', { timeout: 20_000 }, () => {
  it('shows VAL_MEETING_ATTENDEE_REQUIRED on the Invitees tab when every invitee is removed, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(formBackground);
    openModal();
    await user.click(await screen.findByLabelText(/^Meeting Name/));
    await user.paste('Weekly L10');
    await user.click(screen.getByRole('tab', { name: /Invitees/ }));
    // The creator is preselected; removing them leaves nobody.
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    await user.click(screen.getByRole('tab', { name: /Meeting Info/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('You need to have at least one attendee to create the meeting')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Invitees/ }).getAttribute('aria-selected')).toBe('true');
    expect(calls.some((c) => c.key === 'POST meetings')).toBe(false);
  });

  it('puts a 422 ERR_MEETING_NAME_TAKEN under the title', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...formBackground,
      'POST meetings': () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [
            {
              id: 'ERR_MEETING_NAME_TAKEN',
              text: 'This Meeting Name exists in your organization. Please select a different name',
              field: 'title',
            },
          ],
        },
      }),
    });
    openModal();
    const title = await screen.findByLabelText(/^Meeting Name/);
    await user.click(title);
    await user.paste('Leadership');
    await user.click(screen.getByRole('tab', { name: /Agenda/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const message = await screen.findByText(
      'This Meeting Name exists in your organization. Please select a different name',
    );
    // Back on Meeting Info, the message is the title field's error.
    expect(screen.getByRole('tab', { name: /Meeting Info/ }).getAttribute('aria-selected')).toBe('true');
    const input = screen.getByLabelText(/^Meeting Name/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.closest('[id]')?.id ?? 'missing');
    const sent = calls.find((c) => c.key === 'POST meetings')?.body as { title: string; inviteeIds: string[] };
    expect(sent.title).toBe('Leadership');
    expect(sent.inviteeIds).toHaveLength(1);
  });

  it('tells an Observer that creating is not theirs, with no form', async () => {
    const { memberSession } = await import('../../test/fixtures');
    const observer = {
      ...memberSession,
      user: { ...memberSession.user, roles: ['Observer'], abilities: ['org.read', 'upgrade.request'] },
    };
    stubApi({ ...formBackground, 'GET session': () => ({ body: observer }) });
    openModal();
    expect(await screen.findByText('Observers can view meetings but cannot create them.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText(/^Meeting Name/)).toBeNull());
  });
});
