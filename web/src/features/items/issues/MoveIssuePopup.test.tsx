import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { bea, ids, me, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { issueFixture } from './issueFixtures';
import MoveIssuePopup from './MoveIssuePopup';

const issue = issueFixture();
const sales = meetingFixture({ id: '00000000-0000-4000-8000-0000000000d2', title: 'Sales Team' });

/** The issue, the org's people, and the meetings each owner attends (me: Sales Team; Bea: none other). */
function routes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET issues': () => ({ body: [issue] }),
    'POST person-picker-list': () => searchPage([me, bea]),
    'POST meeting-detail-selector': (body) => {
      const owners = (body as { filters: Record<string, string[]> }).filters['person-ids'] ?? [];
      return searchPage(owners.includes(me.id) ? [sales] : []);
    },
    ...extra,
  };
}

function renderMove() {
  const onClosed = vi.fn();
  renderWithProviders(<MoveIssuePopup request={{ kind: 'moveIssue', key: 1, id: issue.id }} onClosed={onClosed} />, {
    session: sessionFixture(),
  });
  return { onClosed };
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function chooseDestination(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(input(/^Destination meeting/).disabled).toBe(false), { timeout: 5000 });
  await user.click(input(/^Destination meeting/));
  await user.click(await screen.findByRole('option', { name: 'Sales Team' }));
}

describe('Move Issue', { timeout: 30_000 }, () => {
  it('starts with the issue owner, offers their other meetings, and says where the issue went', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(
      routes({
        [`POST issue/${issue.id}/move`]: () => ({
          body: { succeeded: true, issue: { ...issue, tractionId: sales.id } },
        }),
      }),
    );
    const { onClosed } = renderMove();
    expect(await screen.findByText('Move Issue')).toBeTruthy();
    await waitFor(() => expect(input(/^Owner/).value).toBe('Ada Owner'), { timeout: 5000 });
    await chooseDestination(user);
    // The owner's meetings, without the one the issue is in.
    expect(calls.find((c) => c.key === 'POST meeting-detail-selector')?.body).toMatchObject({
      filters: { 'person-ids': [me.id], 'excluded-ids': [ids.meeting] },
    });
    await user.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.find((c) => c.key === `POST issue/${issue.id}/move`)?.body).toEqual({
      destinationId: sales.id,
      ownerId: me.id,
    });
    expect(await screen.findByText('Your issue was moved to Sales Team.')).toBeTruthy();
  });

  it('requires a destination', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(routes());
    renderMove();
    await waitFor(() => expect(input(/^Owner/).value).toBe('Ada Owner'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.some((c) => c.key.endsWith('/move'))).toBe(false);
  });

  it('says when the chosen owner has no other meeting, instead of the picker, and cannot move', async () => {
    const user = userEvent.setup();
    stubApi(routes());
    renderMove();
    await chooseDestination(user);
    // Another owner: the destination chosen for the first one goes.
    await user.click(input(/^Owner/));
    await user.click(await screen.findByRole('option', { name: /Bea Two$/ }));

    expect(await screen.findByText('The selected owner does not have any other meetings.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Destination meeting/, { selector: 'input' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move' }).hasAttribute('disabled')).toBe(true);
  });

  it('a failed move says so in an ERROR toast and keeps the popup open', async () => {
    const user = userEvent.setup();
    stubApi(routes({ [`POST issue/${issue.id}/move`]: () => ({ status: 500, body: { succeeded: false } }) }));
    const { onClosed } = renderMove();
    await chooseDestination(user);
    await user.click(screen.getByRole('button', { name: 'Move' }));

    expect(await screen.findByText("Your issue wasn't moved, try again!")).toBeTruthy();
    expect(screen.getByText('ERROR')).toBeTruthy();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it gave one", async () => {
    const user = userEvent.setup();
    stubApi(
      routes({
        [`POST issue/${issue.id}/move`]: () => ({
          status: 422,
          body: { succeeded: false, messages: [{ id: 'ERR_SAME_MEETING', text: 'Same meeting' }] },
        }),
      }),
    );
    renderMove();
    await chooseDestination(user);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('The issue is already in this meeting')).toBeTruthy();
    expect(screen.queryByText("Your issue wasn't moved, try again!")).toBeNull();
  });
});
