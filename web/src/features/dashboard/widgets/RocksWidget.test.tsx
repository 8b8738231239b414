import type { Rock } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { me, searchPage, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import { pick, rockFixture, rockIds } from '../../items/rocks/rockTestData';
import { byOwner, MINE, meetingTitlesRoute, OTHERS, salesMeeting, searchFilters, widgetFixture } from './listTestData';
import { RocksWidget } from './RocksWidget';

type Filters = Record<string, string[]>;

const soon = rockFixture({ title: 'Launch the new website', dueDate: '2030-03-15' });
const later = rockFixture({
  id: rockIds.child,
  title: 'Hire two engineers',
  dueDate: '2030-06-30',
  status: 'OffTrack',
  tractionIds: [salesMeeting.id],
});

/** Answers each search with the Rocks of the asked statuses (and owners), in due-date order. */
function stubRocks(rocks: Rock[], more: Record<string, Handler> = {}) {
  return stubApi({
    ...meetingTitlesRoute,
    'POST rocks/search': (body) => {
      const { filters } = body as { filters: Filters };
      return searchPage(byOwner(rocks, filters).filter((r) => filters.status?.includes(r.status) ?? true));
    },
    ...more,
  });
}

function renderWidget(filters = [MINE], readOnly = false) {
  return renderWithProviders(
    <>
      <RocksWidget widget={widgetFixture('rocks', filters)} readOnly={readOnly} />
      <PopupProbe />
    </>,
    { session: sessionFixture() },
  );
}

const rowOf = (title: string) => screen.getByRole('button', { name: title }).closest('li') as HTMLElement;
const titles = () => screen.getAllByRole('listitem').map((li) => within(li).getAllByRole('button')[0]?.textContent);

describe('RocksWidget', () => {
  it('lists off-track Rocks first, then by due date, with due date and meeting', async () => {
    const { calls } = stubRocks([soon, later]);
    renderWidget();
    await screen.findByRole('button', { name: 'Launch the new website' });
    expect(titles()).toEqual(['Hire two engineers', 'Launch the new website']);
    expect(within(rowOf('Hire two engineers')).getByText(/Jun 30$/)).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Hire two engineers')).getByText('Sales')).toBeTruthy());
    expect(within(rowOf('Launch the new website')).getByText('Leadership Team')).toBeTruthy();
    expect(
      (
        within(rowOf('Hire two engineers')).getByLabelText('Status of Hire two engineers', {
          selector: 'input',
        }) as HTMLInputElement
      ).value,
    ).toBe('Off-Track');
    // Off-track ones, then the other current ones; both Mine and by due date.
    expect(searchFilters(calls, 'rock')).toEqual([
      { status: ['OffTrack'], 'owner-id': [me.id] },
      { status: ['OnTrack', 'NotDone', 'Done'], 'owner-id': [me.id] },
    ]);
    for (const call of calls.filter((c) => c.key === 'POST rocks/search')) {
      expect(call.body).toMatchObject({ sorts: [{ property: 'dueDate', ascending: true }] });
    }
  });

  it('keeps every off-track Rock above the others, however many pages they take', async () => {
    const user = userEvent.setup();
    stubRocks([], {
      'POST rocks/search': (body) => {
        const { filters, startIndex } = body as { filters: Filters; startIndex: number };
        const offTrack = filters.status?.includes('OffTrack');
        if (!offTrack) return searchPage([soon]);
        const rock =
          startIndex === 0 ? later : rockFixture({ id: rockIds.grandchild, title: 'Cut costs', status: 'OffTrack' });
        return { body: { succeeded: true, items: [rock], totalCount: 26, totalPages: 2 } };
      },
    });
    renderWidget();
    await screen.findByRole('button', { name: 'Hire two engineers' });
    // The on-track Rock waits until the off-track ones are all shown.
    expect(screen.queryByRole('button', { name: 'Launch the new website' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('button', { name: 'Cut costs' });
    expect(titles()).toEqual(['Hire two engineers', 'Cut costs', 'Launch the new website']);
  });

  it('changes a status in place (PUT rock/{id}/status), and a Rock gone off track moves up', async () => {
    const user = userEvent.setup();
    const earlier = rockFixture({ id: rockIds.otherChild, title: 'Close the books', dueDate: '2030-02-01' });
    let rocks = [earlier, soon];
    const { calls } = stubRocks([], {
      'POST rocks/search': (body) => {
        const { filters } = body as { filters: Filters };
        return searchPage(rocks.filter((r) => filters.status?.includes(r.status)));
      },
      [`PUT rock/${soon.id}/status`]: () => {
        rocks = [earlier, { ...soon, status: 'OffTrack' }];
        return { body: { succeeded: true, rock: rocks[1] } };
      },
    });
    renderWidget();
    await screen.findByRole('button', { name: 'Launch the new website' });
    expect(titles()).toEqual(['Close the books', 'Launch the new website']);
    await pick(user, screen.getByLabelText('Status of Launch the new website', { selector: 'input' }), 'Off-Track');
    await waitFor(() => expect(titles()).toEqual(['Launch the new website', 'Close the books']));
    expect(calls.find((c) => c.key === `PUT rock/${soon.id}/status`)?.body).toEqual({ status: 'OffTrack' });
  });

  it('read-only: the status shows but cannot be changed, and the title opens the Rock', async () => {
    const user = userEvent.setup();
    stubRocks([soon, later]);
    renderWidget([MINE], true);
    await user.click(await screen.findByRole('button', { name: 'Hire two engineers' }));
    expect(screen.queryByLabelText('Status of Hire two engineers', { selector: 'input' })).toBeNull();
    expect(within(rowOf('Hire two engineers')).getByText('Off-Track')).toBeTruthy();
    expect(within(rowOf('Launch the new website')).getByText('On-Track')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([{ kind: 'rock', id: later.id }]);
  });

  it('Others asks for everyone else’s Rocks, and says so when there are none', async () => {
    const { calls } = stubRocks([soon]);
    renderWidget([OTHERS]);
    expect(await screen.findByText('Nobody else owns a current Rock.')).toBeTruthy();
    expect(searchFilters(calls, 'rock')[0]).toEqual({ status: ['OffTrack'], 'excluded-owner-ids': [me.id] });
  });

  it('tells me when I own no current Rocks and where they are added', async () => {
    stubRocks([]);
    renderWidget();
    expect(await screen.findByText('You own no current Rocks.')).toBeTruthy();
    expect(screen.getByText('Add Rocks from the Rocks list of a meeting.')).toBeTruthy();
  });
});
