import { date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';
import { memberships, organizations } from './orgs.ts';

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const ownerId = () =>
  uuid('owner_id')
    .notNull()
    .references(() => memberships.id, { onDelete: 'cascade' });
const createdById = () => uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** To-Dos of a meeting, and personal To-Dos (no meeting, owned by their creator). */
export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    tractionId: uuid('traction_id').references(() => meetings.id, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    /** A date without time: the spec stores date-only values as UTC midnight. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('NotDone'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdById: createdById(),
    ...timestamps,
  },
  (t) => [
    index('todos_org_traction_idx').on(t.orgId, t.tractionId, t.status),
    index('todos_org_owner_idx').on(t.orgId, t.ownerId, t.status),
  ],
);

/** The Issues list of a meeting, ordered by a rank users change by drag and drop. */
export const issues = pgTable(
  'issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    tractionId: uuid('traction_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    status: text('status').notNull().default('Open'),
    /** Fractional rank: moving an issue between two others takes the midpoint, touching one row. */
    rank: doublePrecision('rank').notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    createdById: createdById(),
    ...timestamps,
  },
  (t) => [
    index('issues_org_traction_idx').on(t.orgId, t.tractionId, t.status, t.rank),
    index('issues_org_owner_idx').on(t.orgId, t.ownerId),
  ],
);

/** Headlines shared in a meeting; a cascaded copy remembers its source. */
export const headlines = pgTable(
  'headlines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    tractionId: uuid('traction_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    status: text('status').notNull().default('ToReview'),
    /** When it was last marked Reviewed (the live meeting's recap reads it). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Set when a concluded meeting clears its reviewed headlines: they leave the lists. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    cascadedFromId: uuid('cascaded_from_id'),
    createdById: createdById(),
    ...timestamps,
  },
  (t) => [
    index('headlines_org_traction_idx').on(t.orgId, t.tractionId, t.status),
    index('headlines_org_owner_idx').on(t.orgId, t.ownerId),
  ],
);
