import type { Headline } from '@eos/domain';
import { ids, me, meetingFixture } from '../../../test/fixtures';

/** Test data of this folder's tests (imported by *.test.tsx only). */
export const headlineId = '00000000-0000-4000-8000-0000000000f1';
export const otherMeeting = meetingFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  tractionId: '00000000-0000-4000-8000-0000000000d2',
  title: 'Sales',
});
export const thirdMeeting = meetingFixture({
  id: '00000000-0000-4000-8000-0000000000d3',
  tractionId: '00000000-0000-4000-8000-0000000000d3',
  title: 'Marketing',
});

export function headlineFixture(overrides: Partial<Headline> = {}): Headline {
  return {
    id: headlineId,
    title: 'Big customer signed',
    contentHtml: '<p>Details</p>',
    status: 'ToReview',
    ownerId: me.id,
    owner: me,
    tractionId: ids.meeting,
    cascadedFromId: null,
    created: '2030-01-01T10:00:00.000Z',
    abilities: { canEdit: true },
    ...overrides,
  };
}
