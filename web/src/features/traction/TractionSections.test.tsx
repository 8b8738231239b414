import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { base, ids, meetingRoutes } from '../../test/fixtures';
import { renderTraction } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const checklist = {
  items: [
    { id: 'a', text: 'Update the scorecard', checked: false },
    { id: 'b', text: 'Review your Rocks', checked: false },
  ],
  updated: null,
  updatedById: null,
};

describe('meeting sub-pages', () => {
  it('saves a checklist tick through updatechecklist', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...meetingRoutes(),
      [`GET meeting/${ids.meeting}/getchecklist`]: () => ({ body: { succeeded: true, checklist } }),
      [`PUT meeting/${ids.meeting}/updatechecklist`]: (body) => ({
        body: { succeeded: true, checklist: { ...checklist, ...(body as object) } },
      }),
    });
    renderTraction(`${base}/meetingoverview`);
    const box = await screen.findByRole('checkbox', { name: 'Review your Rocks' });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(calls.some((c) => c.key === `PUT meeting/${ids.meeting}/updatechecklist`)).toBe(true));
    const put = calls.find((c) => c.key === `PUT meeting/${ids.meeting}/updatechecklist`);
    expect(put?.body).toEqual({
      items: [
        { id: 'a', text: 'Update the scorecard', checked: false },
        { id: 'b', text: 'Review your Rocks', checked: true },
      ],
    });
  });

  it('rolls a tick back when the save fails', async () => {
    const user = userEvent.setup();
    stubApi({
      ...meetingRoutes(),
      [`GET meeting/${ids.meeting}/getchecklist`]: () => ({ body: { succeeded: true, checklist } }),
      [`PUT meeting/${ids.meeting}/updatechecklist`]: () => ({ status: 500, body: { succeeded: false, messages: [] } }),
    });
    renderTraction(`${base}/meetingoverview`);
    const box = await screen.findByRole('checkbox', { name: 'Update the scorecard' });
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });

  it('adds a checklist item', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...meetingRoutes(),
      [`GET meeting/${ids.meeting}/getchecklist`]: () => ({ body: { succeeded: true, checklist } }),
      [`PUT meeting/${ids.meeting}/updatechecklist`]: (body) => ({
        body: { succeeded: true, checklist: { ...checklist, ...(body as object) } },
      }),
    });
    renderTraction(`${base}/meetingoverview`);
    await user.type(await screen.findByRole('textbox', { name: 'Checklist item text' }), 'Bring the numbers{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Bring the numbers' })).toBeTruthy();
    const put = calls.find((c) => c.key === `PUT meeting/${ids.meeting}/updatechecklist`);
    expect(put?.body).toMatchObject({
      items: [{ id: 'a' }, { id: 'b' }, { text: 'Bring the numbers', checked: false }],
    });
  });

  it('shows the history empty state', async () => {
    stubApi(meetingRoutes());
    renderTraction(`${base}/meetinghistory`);
    expect(await screen.findByText('No past sessions yet.')).toBeTruthy();
    expect(screen.getByText('Sessions appear here after the meeting is held.')).toBeTruthy();
  });

  it('lists past sessions, each linking to its summary', async () => {
    const session = {
      id: '00000000-0000-4000-8000-0000000000f1',
      sessionNumber: 3,
      started: '2030-01-07T15:00:00.000Z',
      ended: '2030-01-07T16:30:00.000Z',
      durationMinutes: 90,
      averageRating: 8.25,
    };
    stubApi({
      ...meetingRoutes(),
      [`GET meeting/${ids.meeting}/history`]: () => ({ body: { succeeded: true, items: [session] } }),
    });
    renderTraction(`${base}/meetinghistory`);
    const link = await screen.findByRole('link', { name: 'Open the summary of session 3' });
    expect(link.getAttribute('href')).toBe(`${base}/${session.id}`);
    expect(screen.getByText('90 min')).toBeTruthy();
    expect(screen.getByText('8.3')).toBeTruthy();
  });

  it('shows a not-found state for an unknown session', async () => {
    stubApi(meetingRoutes());
    renderTraction(`${base}/00000000-0000-4000-8000-0000000000f9`);
    expect(await screen.findByText('Session not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to history' })).toBeTruthy();
  });

  it('sends quarterlypulsing back to the overview while its flag is off', async () => {
    stubApi(meetingRoutes());
    renderTraction(`${base}/quarterlypulsing`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${base}/meetingoverview`));
  });
});
