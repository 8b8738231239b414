// Test data of the Rock tests (imported by *.test.tsx only).
import type { Rock } from '@eos/domain';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { Handler } from '../../../test/api-stub';
import { bea, cy, ids, me, meetingFixture, searchPage } from '../../../test/fixtures';

export const rockIds = {
  rock: '00000000-0000-4000-8000-0000000000f1',
  child: '00000000-0000-4000-8000-0000000000f2',
  grandchild: '00000000-0000-4000-8000-0000000000f3',
  otherChild: '00000000-0000-4000-8000-0000000000f4',
  sales: '00000000-0000-4000-8000-0000000000d2',
  milestoneA: '00000000-0000-4000-8000-0000000000a7',
  milestoneB: '00000000-0000-4000-8000-0000000000a8',
};

export const leadership = meetingFixture();
export const sales = meetingFixture({ id: rockIds.sales, tractionId: rockIds.sales, title: 'Sales' });

export function rockFixture(overrides: Partial<Rock> = {}): Rock {
  return {
    id: rockIds.rock,
    title: 'Launch the new website',
    contentHtml: '',
    dueDate: '2030-03-31',
    type: 'Company',
    status: 'OnTrack',
    ownerId: me.id,
    owner: me,
    tractionIds: [ids.meeting],
    delegatedFromRockId: null,
    milestones: [],
    progress: { done: 0, total: 0 },
    created: '2030-01-01T00:00:00.000Z',
    completed: null,
    abilities: { canEdit: true, canEditTitle: true },
    ...overrides,
  };
}

/** The pickers' searches: both meetings, and three people. */
export const pickerRoutes: Record<string, Handler> = {
  'POST meeting-detail-selector': () => searchPage([leadership, sales]),
  'POST person-picker-list': () => searchPage([me, bea, cy]),
  'GET meetings': () => ({ body: [leadership, sales] }),
};

/** The calls an open Edit Rock popup makes for `rock`, besides its saves. */
export function editRoutes(rock: Rock, delegates: Rock[] = []): Record<string, Handler> {
  return {
    ...pickerRoutes,
    'GET rocks': () => ({ body: [rock] }),
    [`GET rock/${rock.id}/delegates`]: () => ({ body: { succeeded: true, rocks: delegates } }),
  };
}

export type User = ReturnType<typeof userEvent.setup>;

/** Opens a select and picks an option (owner options carry the avatar's initials before the name). */
export async function pick(user: User, input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: new RegExp(`(^|\\s)${option}$`) }));
}

/** Picks a day of the current month in a date field; answers it as 'YYYY-MM-DD'. */
export async function pickDay(user: User, field: HTMLElement, day = 15) {
  await user.click(field);
  const date = dayjs().date(day);
  await user.click(await screen.findByRole('button', { name: date.format('D MMMM YYYY') }));
  return date.format('YYYY-MM-DD');
}
