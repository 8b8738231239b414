import type { Issue } from '@eos/domain';
import { ids, me } from '../../../test/fixtures';

/** Test data: an open issue of the fixture meeting, owned by the signed-in `me`. */
export function issueFixture(overrides: Partial<Issue> = {}): Issue {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    title: 'Hiring is slow',
    contentHtml: '',
    status: 'Open',
    ownerId: me.id,
    owner: me,
    tractionId: ids.meeting,
    rank: 1,
    created: '2030-01-01T00:00:00.000Z',
    solved: null,
    abilities: { canEdit: true },
    ...overrides,
  };
}
