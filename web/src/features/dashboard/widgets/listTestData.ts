// Test data of the list widgets' tests (imported by *.test.tsx only).
import type { Meeting, Widget, WidgetFilter, WidgetType } from '@eos/domain';
import type { Handler } from '../../../test/api-stub';
import { me, meetingFixture } from '../../../test/fixtures';

export const salesMeeting: Meeting = meetingFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  tractionId: '00000000-0000-4000-8000-0000000000d2',
  title: 'Sales',
});

/** A widget of `type` with the given filters, as the dashboard stores it. */
export function widgetFixture(type: WidgetType, filters: WidgetFilter[] = []): Widget {
  return { i: `w-${type}`, x: 0, y: 0, w: 4, h: 4, filters, widgetSettings: { type } };
}

/** The filters the filter popup saves for Mine and Others: the viewer's person id. */
export const MINE: WidgetFilter = { id: 'owner-id', value: me.id, statuses: [] };
export const OTHERS: WidgetFilter = { id: 'excluded-owner-ids', value: me.id, statuses: [] };

/** GET meetings?ids=: the fixture meeting and Sales, whichever ids are asked for. */
export const meetingTitlesRoute: Record<string, Handler> = {
  'GET meetings': () => ({ body: [meetingFixture(), salesMeeting] }),
};

type Filters = Record<string, string[]>;

/** The filters of every search of `type` the widget made, in order. */
export function searchFilters(calls: { key: string; body: unknown }[], type: string): Filters[] {
  return calls.filter((c) => c.key === `POST ${type}s/search`).map((c) => (c.body as { filters: Filters }).filters);
}

/** Answers a search as the server would for the owner filters. */
export function byOwner<T extends { ownerId: string }>(rows: T[], filters: Filters): T[] {
  return rows.filter(
    (row) =>
      (!filters['owner-id'] || filters['owner-id'].includes(row.ownerId)) &&
      !filters['excluded-owner-ids']?.includes(row.ownerId),
  );
}
