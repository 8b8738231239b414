import type { ItemWorld } from '../issues/test-support.ts';
import { personId } from '../issues/test-support.ts';

// The Rock tests reuse the item world of the Issue tests: meeting (Owner; Manager and Member invited)
// and other (Manager; Admin invited).
export {
  caller,
  createItemWorld,
  type Emitted,
  type ItemWorld,
  personId,
  recordEvents,
} from '../issues/test-support.ts';

/** A valid create body for the Member's Rock in the world's first meeting. */
export const rockBody = (w: ItemWorld, over: Record<string, unknown> = {}) => ({
  title: 'Launch the new website',
  ownerId: personId(w.member),
  contentHtml: '<p>By the end of the quarter</p>',
  dueDate: '2030-03-31',
  type: 'Company',
  tractionIds: [w.meeting.id],
  ...over,
});

export const fieldsOf = (res: { json(): { messages: { id: string; field?: string }[] } }) =>
  res.json().messages.map((m) => `${m.field}:${m.id}`);
