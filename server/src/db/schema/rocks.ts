import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';
import { memberships, organizations } from './orgs.ts';

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** Quarterly Rocks. A delegated Rock points at its parent: delegation forms a chain. */
export const rocks = pgTable(
  'rocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('OnTrack'),
    delegatedFromRockId: uuid('delegated_from_rock_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rocks_org_owner_idx').on(t.orgId, t.ownerId),
    index('rocks_org_parent_idx').on(t.orgId, t.delegatedFromRockId),
  ],
);

/** A Rock may belong to several meetings. */
export const rockMeetings = pgTable(
  'rock_meetings',
  {
    orgId: orgId(),
    rockId: uuid('rock_id')
      .notNull()
      .references(() => rocks.id, { onDelete: 'cascade' }),
    tractionId: uuid('traction_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.rockId, t.tractionId] }),
    index('rock_meetings_org_traction_idx').on(t.orgId, t.tractionId),
  ],
);

/** Milestones of a Rock, shown as its progress. */
export const rockMilestones = pgTable(
  'rock_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    rockId: uuid('rock_id')
      .notNull()
      .references(() => rocks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rock_milestones_org_rock_idx').on(t.orgId, t.rockId, t.position)],
);
