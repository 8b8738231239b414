import type { Headline, WidgetFilter } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { bea, me, searchPage, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import { headlineFixture, headlineId } from '../../items/headlines/testing';
import { HeadlinesWidget } from './HeadlinesWidget';
import { byOwner, MINE, meetingTitlesRoute, OTHERS, salesMeeting, searchFilters, widgetFixture } from './listTestData';

type Filters = Record<string, string[]>;

const TO_REVIEW: WidgetFilter = { id: 'headline-status', value: '', statuses: ['ToReview'] };
const REVIEWED: WidgetFilter = { id: 'headline-status', value: '', statuses: ['Reviewed'] };

const mine = headlineFixture();
const beas = headlineFixture({
  id: '00000000-0000-4000-8000-0000000000f2',
  title: 'Record month in sales',
  ownerId: bea.id,
  owner: bea,
  tractionId: salesMeeting.id,
});
const reviewed = headlineFixture({
  id: '00000000-0000-4000-8000-0000000000f3',
  title: 'New office opened',
  status: 'Reviewed',
});

/** Answers as the server does for the owner and headline-status filters. */
function stubHeadlines(headlines: () => Headline[], more: Record<string, Handler> = {}) {
  return stubApi({
    ...meetingTitlesRoute,
    'POST headlines/search': (body) => {
      const { filters } = body as { filters: Filters };
      const states = filters['headline-status'];
      return searchPage(byOwner(headlines(), filters).filter((h) => !states || states.includes(h.status)));
    },
    ...more,
  });
}

function renderWidget(filters: WidgetFilter[], readOnly = false) {
  return renderWithProviders(
    <>
      <HeadlinesWidget widget={widgetFixture('headlines', filters)} readOnly={readOnly} />
      <PopupProbe />
    </>,
    { session: sessionFixture() },
  );
}

const rowOf = (title: string) => screen.getByRole('button', { name: title }).closest('li') as HTMLElement;

describe('HeadlinesWidget', () => {
  it('sends the review states and the owner filter, and shows who shared each one and where', async () => {
    const { calls } = stubHeadlines(() => [mine, beas, reviewed]);
    renderWidget([TO_REVIEW]);
    await screen.findByRole('button', { name: 'Record month in sales' });
    expect(screen.queryByRole('button', { name: 'New office opened' })).toBeNull();
    expect(within(rowOf('Big customer signed')).getByText('Ada Owner')).toBeTruthy();
    expect(within(rowOf('Record month in sales')).getByText('Bea Two')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Record month in sales')).getByText('Sales')).toBeTruthy());
    expect(within(rowOf('Big customer signed')).getByText('Leadership Team')).toBeTruthy();
    // To review includes Pending, as the meeting's list does; newest first.
    expect(searchFilters(calls, 'headline')).toEqual([{ 'headline-status': ['ToReview', 'Pending'] }]);
    expect(calls.find((c) => c.key === 'POST headlines/search')?.body).toMatchObject({
      sorts: [{ property: 'created', ascending: false }],
    });
  });

  it('Mine with Reviewed asks for my reviewed headlines; no state chosen sends no state filter', async () => {
    const { calls } = stubHeadlines(() => [mine, reviewed]);
    const { unmount } = renderWidget([MINE, REVIEWED]);
    expect(await screen.findByRole('button', { name: 'New office opened' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Big customer signed' })).toBeNull();
    unmount();
    renderWidget([OTHERS, { ...TO_REVIEW, statuses: [] }]);
    await waitFor(() => expect(searchFilters(calls, 'headline')).toHaveLength(2));
    expect(searchFilters(calls, 'headline')).toEqual([
      { 'owner-id': [me.id], 'headline-status': ['Reviewed'] },
      { 'excluded-owner-ids': [me.id] },
    ]);
  });

  it('reviews a headline in place (PUT headline/{id}/review), and it leaves a To review widget', async () => {
    const user = userEvent.setup();
    let current = [mine];
    const { calls } = stubHeadlines(() => current, {
      [`PUT headline/${headlineId}/review`]: () => {
        current = [{ ...mine, status: 'Reviewed' }];
        return { body: { succeeded: true, headline: current[0] } };
      },
    });
    renderWidget([MINE, TO_REVIEW]);
    await user.click(await screen.findByRole('checkbox', { name: 'Reviewed: Big customer signed' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Big customer signed' })).toBeNull());
    expect(calls.find((c) => c.key === `PUT headline/${headlineId}/review`)?.body).toEqual({ status: 'Reviewed' });
    expect(await screen.findByText('None of your Headlines is waiting for review.')).toBeTruthy();
  });

  it('read-only: no review checkbox, a Reviewed mark instead, and the title opens the headline', async () => {
    const user = userEvent.setup();
    stubHeadlines(() => [mine, reviewed]);
    renderWidget([MINE], true);
    await user.click(await screen.findByRole('button', { name: 'Big customer signed' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(rowOf('New office opened')).getByText('Reviewed')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([
      { kind: 'headline', id: headlineId },
    ]);
  });

  it('says what is missing for the chosen state, and where to share one', async () => {
    stubHeadlines(() => []);
    const { unmount } = renderWidget([MINE, TO_REVIEW]);
    expect(await screen.findByText('None of your Headlines is waiting for review.')).toBeTruthy();
    expect(screen.getByText('Share one with the Headline button at the top of the page.')).toBeTruthy();
    unmount();
    renderWidget([REVIEWED]);
    expect(await screen.findByText('No Headlines have been reviewed yet.')).toBeTruthy();
    expect(screen.queryByText('Share one with the Headline button at the top of the page.')).toBeNull();
  });
});
