import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { base, ids, meetingFixture, meetingRoutes } from '../../test/fixtures';
import { renderTraction } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('TractionPage', () => {
  it("shows the server's wrong-organization text in a dialog, and OK goes home", async () => {
    const user = userEvent.setup();
    const text = 'You cannot access this item while in the Acme organization';
    const { calls } = stubApi({
      [`GET meetings/validate/${ids.thread}`]: () => ({
        status: 404,
        body: { succeeded: false, messages: [{ id: 'ERR_WRONG_ORG', text }] },
      }),
    });
    renderTraction(`${base}/meetingoverview`);
    expect(await screen.findByText(text)).toBeTruthy();
    // The meeting itself is not asked for once the thread is known to be elsewhere.
    expect(calls.some((c) => c.key === `GET meeting/${ids.meeting}`)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows a not-found state with a link to the meetings for a plain 404', async () => {
    stubApi({
      [`GET meetings/validate/${ids.thread}`]: () => ({
        status: 404,
        body: { succeeded: false, messages: [{ id: 'ERR_NOT_FOUND', text: 'Not found' }] },
      }),
    });
    renderTraction(`${base}/meetingoverview`);
    expect(await screen.findByText('Meeting not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to meetings' }).getAttribute('href')).toBe('/meetings');
  });

  it('shows the header and honest empty lists on the overview', async () => {
    stubApi(meetingRoutes());
    renderTraction(`${base}/meetingoverview`);
    expect(await screen.findByRole('heading', { name: 'Leadership Team', level: 1 })).toBeTruthy();
    expect(screen.getByText('Weekly')).toBeTruthy();
    for (const empty of ['Rocks', 'To-Dos', 'Issues', 'Headlines']) {
      expect(await screen.findByText(`No ${empty} in this meeting yet.`)).toBeTruthy();
    }
    expect(screen.getByText('Owner: Ada Owner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start meeting' })).toBeTruthy();
  });

  it('hides Edit and Change owner without the abilities, and says Join when the meeting runs', async () => {
    stubApi(
      meetingRoutes(
        meetingFixture({ canJoin: true, abilities: { canEdit: false, canDelete: false, canChangeOwner: false } }),
      ),
    );
    renderTraction(`${base}/meetingoverview`);
    expect(await screen.findByRole('button', { name: 'Join meeting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change owner' })).toBeNull();
  });

  it('hides the PDF downloads when the meeting-pdfs flag is off', async () => {
    const user = userEvent.setup();
    stubApi(meetingRoutes());
    renderTraction(`${base}/meetingoverview`, { flags: { 'meeting-pdfs': false } });
    await user.click(await screen.findByRole('button', { name: 'Calendar and downloads' }));
    expect(await screen.findByRole('menuitem', { name: 'Add to calendar (.ics)' })).toBeTruthy();
    expect(screen.queryByText('Download PDF')).toBeNull();
  });

  it('lists the PDF downloads when the flag is on, and a failed download shows the toast text', async () => {
    const user = userEvent.setup();
    stubApi(meetingRoutes());
    renderTraction(`${base}/meetingoverview`, { flags: { 'meeting-pdfs': true } });
    await user.click(await screen.findByRole('button', { name: 'Calendar and downloads' }));
    expect(await screen.findByText('Download PDF')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Download PDF: Rocks' })).toBeTruthy();
    const ics = screen.getByRole('menuitem', { name: 'Add to calendar (.ics)' });
    expect(ics.getAttribute('href')).toBe(`/api/v2/meeting/${ids.meeting}/ics`);
    // The stub answers 404 for the PDF: the download fails and says so.
    await user.click(screen.getByRole('menuitem', { name: 'Download PDF: Rocks' }));
    expect(await screen.findByText('Problem downloading PDF')).toBeTruthy();
  });

  it('hides the Quarterly Pulsing tab unless its flag is on', async () => {
    stubApi(meetingRoutes());
    renderTraction(`${base}/meetingoverview`);
    expect(await screen.findByRole('link', { name: 'History' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Quarterly Pulsing' })).toBeNull();
  });
});
