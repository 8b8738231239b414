// Test data for this folder's tests (no test code here: the language-pack scan reads it harmlessly).
import type { Todo } from '@eos/domain';
import type { Handler } from '../../../test/api-stub';
import { bea, ids, me, meetingFixture, searchPage } from '../../../test/fixtures';

export const TODO_ID = '00000000-0000-4000-8000-0000000000f1';

export function todoFixture(overrides: Partial<Todo> = {}): Todo {
  return {
    id: TODO_ID,
    title: 'Call the bank',
    contentHtml: '',
    dueDate: '2030-01-14',
    status: 'NotDone',
    ownerId: me.id,
    owner: me,
    tractionId: ids.meeting,
    isPersonal: false,
    isOverdue: false,
    isStale: false,
    created: '2029-12-01T00:00:00.000Z',
    completed: null,
    abilities: { canEdit: true },
    ...overrides,
  };
}

/** The pickers' answers: the fixture meeting, with Ada and Bea invited. */
export function pickerRoutes(): Record<string, Handler> {
  const meeting = meetingFixture();
  return {
    'POST meeting-detail-selector': () => searchPage([meeting]),
    'POST person-picker-list': () => searchPage([me, bea]),
    [`GET meeting/${meeting.id}`]: () => ({ body: { succeeded: true, meeting } }),
  };
}
