import type { Issue } from '@eos/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { bea, ids, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ItemPopupHost } from '../popups/ItemPopupHost';
import { closeAllItemPopups } from '../popups/store';
import { IssuesList } from './IssuesList';
import { issueFixture } from './issueFixtures';
import { afterIdForMove } from './issueOrder';

const issueA = issueFixture({ id: '00000000-0000-4000-8000-0000000001a1', title: 'Hiring is slow', rank: 1 });
const issueB = issueFixture({ id: '00000000-0000-4000-8000-0000000001b1', title: 'Churn is up', rank: 2 });
const issueC = issueFixture({
  id: '00000000-0000-4000-8000-0000000001c1',
  title: 'Office lease ends',
  rank: 3,
  ownerId: bea.id,
  owner: bea,
});

function renderList(routes: Record<string, Handler>, session = sessionFixture()) {
  const stub = stubApi(routes);
  renderWithProviders(<IssuesList tractionId={ids.meeting} />, { session });
  return stub;
}

/** The row titles as shown, top to bottom. */
function shownTitles(): string[] {
  const list = screen.getByRole('region', { name: 'Issues' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button').at(-1)?.textContent ?? '');
}

/** Holds every rank call until `release`, so the order shown before the server answers can be seen. */
function holdRankCalls(fetchMock: ReturnType<typeof stubApi>['fetchMock']) {
  const answer = fetchMock.getMockImplementation();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    if (!answer) throw new Error('no stub');
    const response = await answer(input, init);
    if (String(input).endsWith('/rank')) await gate;
    return response;
  });
  return () => release();
}

/** hello-pangea/dnd's keyboard sensor: space lifts, an arrow moves one place, space drops. */
function keyboardMove(handle: HTMLElement, arrow: 'ArrowUp' | 'ArrowDown') {
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  fireEvent.keyDown(handle, { key: arrow, code: arrow, keyCode: arrow === 'ArrowUp' ? 38 : 40 });
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
}

describe('afterIdForMove', () => {
  const order = ['a', 'b', 'c', 'd'];
  it('names the issue that ends up right above the moved one', () => {
    expect(afterIdForMove(order, 3, 1)).toBe('a'); // d between a and b
    expect(afterIdForMove(order, 0, 2)).toBe('c'); // a after c
    expect(afterIdForMove(order, 0, 3)).toBe('d'); // a last
  });
  it('is null when the issue becomes the first', () => {
    expect(afterIdForMove(order, 2, 0)).toBeNull();
  });
});

describe('IssuesList', { timeout: 30_000 }, () => {
  it("lists the meeting's open issues in priority order, numbered", async () => {
    const { calls } = renderList({ 'POST issues/search': () => searchPage([issueA, issueB, issueC]) });
    await screen.findByText('Hiring is slow');
    expect(shownTitles()).toEqual(['Hiring is slow', 'Churn is up', 'Office lease ends']);
    expect(screen.getByText('1.')).toBeTruthy();
    expect(screen.getByText('3.')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST issues/search')?.body).toMatchObject({
      filters: { 'traction-id': [ids.meeting] },
      sorts: [{ property: 'rank', ascending: true }],
    });
    expect(screen.getByRole('img', { name: 'Owner: Bea Two' })).toBeTruthy();
  });

  it('shows the empty text when there is no issue', async () => {
    renderList({ 'POST issues/search': () => searchPage([]) });
    expect(await screen.findByText('No Issues in this meeting yet.')).toBeTruthy();
  });

  it('Solve ticks the issue off with the solve call and a toast', async () => {
    const user = userEvent.setup();
    const { calls } = renderList({
      'POST issues/search': () => searchPage([issueA, issueB]),
      [`PUT issue/${issueB.id}/solve`]: () => ({ body: { succeeded: true, issue: { ...issueB, status: 'Solved' } } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Solve Churn is up' }));
    expect(await screen.findByText('Solved: Churn is up')).toBeTruthy();
    expect(calls.some((c) => c.key === `PUT issue/${issueB.id}/solve`)).toBe(true);
  });

  it('moves an issue with the keyboard: the new order at once, and the issue now above it sent', async () => {
    const { calls, fetchMock } = renderList({
      'POST issues/search': () => searchPage([issueA, issueB, issueC]),
      [`PUT issue/${issueC.id}/rank`]: () => ({ body: { succeeded: true, issue: { ...issueC, rank: 1.5 } } }),
    });
    const release = holdRankCalls(fetchMock);
    keyboardMove(await screen.findByRole('button', { name: 'Reorder Office lease ends' }), 'ArrowUp');

    await waitFor(() => expect(shownTitles()).toEqual(['Hiring is slow', 'Office lease ends', 'Churn is up']));
    expect(calls.find((c) => c.key === `PUT issue/${issueC.id}/rank`)?.body).toEqual({ afterId: issueA.id });
    release();
  });

  it('puts a refused reorder back and says why', async () => {
    const { calls, fetchMock } = renderList({
      'POST issues/search': () => searchPage([issueA, issueB, issueC]),
      [`PUT issue/${issueA.id}/rank`]: () => ({ status: 500, body: { succeeded: false } }),
    });
    const release = holdRankCalls(fetchMock);
    keyboardMove(await screen.findByRole('button', { name: 'Reorder Hiring is slow' }), 'ArrowDown');
    await waitFor(() => expect(shownTitles()).toEqual(['Churn is up', 'Hiring is slow', 'Office lease ends']));
    expect(calls.find((c) => c.key === `PUT issue/${issueA.id}/rank`)?.body).toEqual({ afterId: issueB.id });

    release();
    expect(await screen.findByText('An unknown error occurred.')).toBeTruthy();
    await waitFor(() => expect(shownTitles()).toEqual(['Hiring is slow', 'Churn is up', 'Office lease ends']));
  });

  it('reorders only in priority order with everyone shown', async () => {
    const user = userEvent.setup();
    renderList({ 'POST issues/search': () => searchPage([issueA, issueB]) });
    expect(await screen.findByRole('button', { name: 'Reorder Hiring is slow' })).toBeTruthy();
    await user.click(screen.getByText('Mine'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull());
    expect(screen.queryByText('1.')).toBeTruthy();
  });

  it('Observers see the list without add, solve or reorder controls', async () => {
    renderList(
      {
        'POST issues/search': () =>
          searchPage([issueA, issueB].map((i): Issue => ({ ...i, abilities: { canEdit: false } }))),
      },
      sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } }),
    );
    await screen.findByText('Hiring is slow');
    expect(screen.queryByRole('button', { name: 'Add Issue' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
  });

  it('the add button opens Add Issue for this meeting; a title opens its issue', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST issues/search': () => searchPage([issueA]),
      'GET issues': () => ({ body: [issueA] }),
      [`GET meeting/${ids.meeting}`]: () => ({ body: { succeeded: true, meeting: meetingFixture() } }),
      'POST meeting-detail-selector': () => searchPage([meetingFixture()]),
      'POST person-picker-list': () => searchPage([]),
    });
    renderWithProviders(
      <>
        <IssuesList tractionId={ids.meeting} />
        <ItemPopupHost />
      </>,
      { session: sessionFixture() },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Issue' }));
    expect(await screen.findByRole('dialog', { name: 'Add Issue' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.key === `GET meeting/${ids.meeting}`)).toBe(true));
    act(() => closeAllItemPopups());

    await user.click(screen.getByRole('button', { name: 'Hiring is slow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Issue' }, { timeout: 10_000 });
    expect(await within(dialog).findByDisplayValue('Hiring is slow')).toBeTruthy();
  });
});
