import type { LiveMeetingState } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../test/api-stub';
import { bea, ids, searchPage, sessionFixture } from '../../../test/fixtures';
import { issueFixture } from '../../items/issues/issueFixtures';
import { sockets } from '../fakeSocket';
import { liveAnswer, liveRoutes, liveStateFixture, openLive, target } from '../testing';

vi.mock('socket.io-client', async () => (await import('../fakeSocket')).socketIoMock);

afterEach(() => {
  sockets.length = 0;
});

const hiring = issueFixture({ id: '00000000-0000-4000-8000-0000000001a1', title: 'Hiring is slow', rank: 1 });
const churn = issueFixture({
  id: '00000000-0000-4000-8000-0000000001b1',
  title: 'Churn is up',
  rank: 2,
  ownerId: bea.id,
  owner: bea,
});

/** The meeting in IDS (section 6 of Level 10), running, from `overrides`. */
function inIds(overrides: Partial<LiveMeetingState> = {}): LiveMeetingState {
  return liveStateFixture({ status: 'Running', agendaIndex: 5, ...overrides });
}

function idsRoutes(state: LiveMeetingState): Record<string, Handler> {
  return {
    ...liveRoutes(state),
    'POST issues/search': () => searchPage([hiring, churn]),
    'GET issues': () => ({ body: [hiring, churn] }),
  };
}

describe('IDS in the live meeting', () => {
  it('walks the phases: prioritize, pick focus issues, discuss them one by one, and again', async () => {
    const user = userEvent.setup();
    const routes = idsRoutes(inIds());
    routes['POST live-meeting/start-prioritization'] = () =>
      liveAnswer(inIds({ version: 2, idsStatus: 'Prioritizing' }));
    routes['POST live-meeting/add-focus-issue'] = () =>
      liveAnswer(inIds({ version: 3, idsStatus: 'ReadyToDiscuss', focusIssueIds: [churn.id] }));
    routes['POST live-meeting/start-focus-group'] = () =>
      liveAnswer(inIds({ version: 4, idsStatus: 'DiscussSolve', focusIssueIds: [churn.id] }));
    routes['POST live-meeting/next-focus-issue'] = () =>
      liveAnswer(
        inIds({ version: 5, idsStatus: 'IssuesDiscussed', focusIssueIds: [churn.id], solvedIssueIds: [churn.id] }),
      );
    const { body } = await openLive(routes);

    expect(await screen.findByText('Reviewing')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Discuss Hiring is slow' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start prioritizing' }));
    expect(body('start-prioritization')).toEqual(target);

    // Nothing picked yet: nothing to discuss.
    const start = await screen.findByRole('button', { name: 'Start discussing' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Discuss Churn is up' }));
    expect(body('add-focus-issue')).toEqual({ ...target, issueId: churn.id });
    expect(await screen.findByText('Ready to discuss')).toBeTruthy();
    expect(screen.getByLabelText('Focus issue 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start discussing' }));
    expect(body('start-focus-group')).toEqual(target);
    const focus = await screen.findByRole('region', { name: 'Issue being discussed' });
    expect(within(focus).getByRole('heading', { name: 'Churn is up' })).toBeTruthy();
    expect(within(focus).getByText('Issue 1 of 1')).toBeTruthy();

    // Adding a To-Do while solving opens the To-Do popup for this meeting, owned by the issue's owner
    // and saying in its notes which issue it comes from.
    await user.click(within(focus).getByRole('button', { name: 'Add To-Do' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([
      {
        kind: 'todo',
        tractionId: ids.meeting,
        prefill: {
          owners: [JSON.parse(JSON.stringify(bea))],
          contentHtml: '<p>From the issue “Churn is up”, discussed in IDS.</p>',
        },
      },
    ]);

    await user.click(within(focus).getByRole('button', { name: 'Solved' }));
    expect(body('next-focus-issue')).toEqual({ ...target, wasSolved: true, focusIssueId: churn.id });
    expect(await screen.findByText('Every focus issue has been discussed.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Issue being discussed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Prioritize again' }));
    await waitFor(() => expect(body('start-prioritization')).toEqual(target));
  });

  it('Not solved moves on, and End discussion ends the focus group', async () => {
    const user = userEvent.setup();
    const discussing = inIds({ idsStatus: 'DiscussSolve', focusIssueIds: [hiring.id, churn.id] });
    const routes = idsRoutes(discussing);
    routes['POST live-meeting/next-focus-issue'] = () => liveAnswer({ ...discussing, version: 2, focusIndex: 1 });
    routes['POST live-meeting/end-focus-group'] = () =>
      liveAnswer({ ...discussing, version: 3, idsStatus: 'IssuesDiscussed' });
    const { body } = await openLive(routes);
    const focus = await screen.findByRole('region', { name: 'Issue being discussed' });
    expect(await within(focus).findByRole('heading', { name: 'Hiring is slow' })).toBeTruthy();

    await user.click(within(focus).getByRole('button', { name: 'Not solved' }));
    expect(body('next-focus-issue')).toEqual({ ...target, wasSolved: false, focusIssueId: hiring.id });
    expect(await within(focus).findByRole('heading', { name: 'Churn is up' })).toBeTruthy();
    expect(within(focus).getByText('Issue 2 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'End discussion' }));
    expect(body('end-focus-group')).toEqual(target);
    expect(await screen.findByRole('button', { name: 'Prioritize again' })).toBeTruthy();
  });

  it('marks any open issue solved, lists it as solved here, and reopens it', async () => {
    const user = userEvent.setup();
    const routes = idsRoutes(inIds());
    routes['POST live-meeting/mark-as-solved'] = () => liveAnswer(inIds({ version: 2, solvedIssueIds: [hiring.id] }));
    routes['POST live-meeting/reopen-issue'] = () => liveAnswer(inIds({ version: 3 }));
    const { body } = await openLive(routes);
    expect(await screen.findByText('No issues solved yet.')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Mark Hiring is slow solved' }));
    expect(body('mark-as-solved')).toEqual({ ...target, issueId: hiring.id });
    const solved = screen.getByRole('region', { name: 'Solved in this meeting' });
    await user.click(await within(solved).findByRole('button', { name: 'Reopen Hiring is slow' }));
    expect(body('reopen-issue')).toEqual({ ...target, issueId: hiring.id });
    expect(await within(solved).findByText('No issues solved yet.')).toBeTruthy();
  });

  it('lets Observers follow IDS without a single step of their own', async () => {
    const session = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });
    await openLive(idsRoutes(inIds({ idsStatus: 'Prioritizing', solvedIssueIds: [churn.id] })), session);
    expect(await screen.findByText('Hiring is slow')).toBeTruthy();
    expect(await screen.findAllByText('Churn is up')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Start discussing' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Discuss Hiring is slow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Hiring is slow solved' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen Churn is up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Issue' })).toBeNull();
  });
});
