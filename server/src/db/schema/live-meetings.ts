import type { StoredLiveMeetingState } from '@eos/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';
import { memberships, organizations } from './orgs.ts';

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * The live meeting of a meeting while it is held: the whole state as one versioned document, changed
 * only by the state machine (domain/live-meeting) inside a transaction that locks this row. Kept in
 * the database, not in an app node, so a restarted node or another node carries on where it was.
 */
export const liveMeetings = pgTable(
  'live_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id').notNull(),
    state: jsonb('state').$type<StoredLiveMeetingState>().notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_meetings_org_meeting_key').on(t.orgId, t.meetingId)],
);

/**
 * Which socket (connection id) joined which live meeting as whom: a socket that drops is found here by
 * whichever node sees the disconnect, and leaves the meeting.
 */
export const liveMeetingConnections = pgTable(
  'live_meeting_connections',
  {
    connectionId: text('connection_id').primaryKey(),
    orgId: orgId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_meeting_connections_org_meeting_idx').on(t.orgId, t.meetingId)],
);
