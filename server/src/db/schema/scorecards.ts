import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';
import { memberships, organizations } from './orgs.ts';

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** A meeting's Scorecard: one per meeting, created on first use; it goes with its meeting. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    tractionId: uuid('traction_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scorecards_org_traction_key').on(t.orgId, t.tractionId)],
);

/**
 * A weekly number with an owner and a goal, a row of its Scorecard. The goal is stored in the
 * measurable's scale (1.5 with scale Million is 1.5M); unit, scale and decimals only change how
 * numbers read. Removed measurables stay (their numbers too) but leave the grid.
 */
export const measurables = pgTable(
  'measurables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    scorecardId: uuid('scorecard_id')
      .notNull()
      .references(() => scorecards.id, { onDelete: 'cascade' }),
    /** The scorecard's meeting, kept on the row: who may edit follows its invitees. */
    tractionId: uuid('traction_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The measurable assistant: enters numbers for the owner. */
    editorId: uuid('editor_id').references(() => memberships.id, { onDelete: 'set null' }),
    goalValue: doublePrecision('goal_value').notNull(),
    comparison: text('comparison').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    valueScale: text('value_scale').notNull(),
    decimalPlaces: integer('decimal_places').notNull().default(0),
    rollup: text('rollup').notNull().default('Sum'),
    /** The item it was made from or feeds (V/TO plans, later); no foreign key: it may be of several kinds. */
    linkedItemId: uuid('linked_item_id'),
    /** Its row in the grid, 1..n; drag to reorder rewrites them. */
    position: integer('position').notNull(),
    status: text('status').notNull().default('Active'),
    createdById: uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('measurables_org_scorecard_idx').on(t.orgId, t.scorecardId, t.status, t.position),
    index('measurables_org_owner_idx').on(t.orgId, t.ownerId),
  ],
);

/** A measurable's number for one week, named by its Monday. At most one per week. */
export const measuredValues = pgTable(
  'measured_values',
  {
    orgId: orgId(),
    measurableId: uuid('measurable_id')
      .notNull()
      .references(() => measurables.id, { onDelete: 'cascade' }),
    /** The week's Monday, 'YYYY-MM-DD'. */
    intervalId: date('interval_id', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    enteredById: uuid('entered_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The grid reads a measurable's weeks in a range: this key serves it, and keeps one number a week.
    primaryKey({ columns: [t.measurableId, t.intervalId] }),
    // Organization-wide reads of one week (the meeting's Scorecard section, widgets).
    index('measured_values_org_interval_idx').on(t.orgId, t.intervalId),
  ],
);
