import type { Issue } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, ids, me, searchPage, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import { issueFixture } from '../../items/issues/issueFixtures';
import { IssuesWidget } from './IssuesWidget';
import { byOwner, MINE, meetingTitlesRoute, OTHERS, salesMeeting, searchFilters, widgetFixture } from './listTestData';

// The server's rank order: each meeting's first issue before anyone's second.
const first = issueFixture({ title: 'Hiring is slow', rank: 1 });
const salesFirst = issueFixture({
  id: '00000000-0000-4000-8000-0000000000f2',
  title: 'Pricing page confuses buyers',
  rank: 1,
  tractionId: salesMeeting.id,
});
const second = issueFixture({ id: '00000000-0000-4000-8000-0000000000f3', title: 'Office lease ends', rank: 2 });
const beas = issueFixture({ id: ids.cy, title: 'Churn is up', ownerId: bea.id, owner: bea, rank: 3 });

function stubIssues(issues: Issue[]) {
  return stubApi({
    ...meetingTitlesRoute,
    'POST issues/search': (body) =>
      searchPage(byOwner(issues, (body as { filters: Record<string, string[]> }).filters)),
  });
}

function renderWidget(filters = [MINE], readOnly = false) {
  return renderWithProviders(
    <>
      <IssuesWidget widget={widgetFixture('issues', filters)} readOnly={readOnly} />
      <PopupProbe />
    </>,
    { session: sessionFixture() },
  );
}

const rowOf = (title: string) => screen.getByRole('button', { name: title }).closest('li') as HTMLElement;

describe('IssuesWidget', () => {
  it('lists my open issues across meetings by priority, each with its meeting', async () => {
    const { calls } = stubIssues([first, salesFirst, second, beas]);
    renderWidget();
    await screen.findByRole('button', { name: 'Office lease ends' });
    const titles = screen.getAllByRole('listitem').map((li) => within(li).getByRole('button').textContent);
    expect(titles).toEqual(['Hiring is slow', 'Pricing page confuses buyers', 'Office lease ends']);
    await waitFor(() => expect(within(rowOf('Pricing page confuses buyers')).getByText('Sales')).toBeTruthy());
    expect(within(rowOf('Hiring is slow')).getByText('Leadership Team')).toBeTruthy();
    expect(searchFilters(calls, 'issue')).toEqual([{ 'owner-id': [me.id] }]);
    expect(calls.find((c) => c.key === 'POST issues/search')?.body).toMatchObject({
      sorts: [{ property: 'rank', ascending: true }],
    });
  });

  it('the title opens the issue, read-only too', async () => {
    const user = userEvent.setup();
    stubIssues([first]);
    renderWidget([MINE], true);
    await user.click(await screen.findByRole('button', { name: 'Hiring is slow' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([{ kind: 'issue', id: first.id }]);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('Others asks for everyone else’s issues and shows whose they are', async () => {
    const { calls } = stubIssues([first, beas]);
    renderWidget([OTHERS]);
    expect(await screen.findByRole('button', { name: 'Churn is up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hiring is slow' })).toBeNull();
    expect(within(rowOf('Churn is up')).getByRole('img', { name: 'Owner: Bea Two' })).toBeTruthy();
    expect(searchFilters(calls, 'issue')).toEqual([{ 'excluded-owner-ids': [me.id] }]);
  });

  it('says when I have no open issues and where to add one', async () => {
    stubIssues([beas]);
    renderWidget();
    expect(await screen.findByText('You have no open Issues.')).toBeTruthy();
    expect(screen.getByText('Add one with the Issue button at the top of the page.')).toBeTruthy();
  });
});
