import type { LiveMeetingSummary } from '@eos/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberships, organizations } from './orgs.ts';

/** An agenda as stored: the meeting's own copy, or a saved template. */
export interface StoredAgenda {
  name: string;
  type: string;
  sessionNumber: number;
  items: {
    type: string;
    name: string;
    icon: string;
    minutes: number;
    customContent: { contentType: 'text' | 'html' | 'link'; content: string } | null;
  }[];
}

export interface StoredChecklistItem {
  id: string;
  text: string;
  checked: boolean;
}

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * A meeting (the spec's traction): a recurring series with its thread. Items (Rocks, To-Dos,
 * Issues, Headlines, measurables) belong to it; each held session is a meeting_sessions row.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    /** The live meeting and the meeting page address the series by its thread id. */
    threadId: uuid('thread_id').notNull().defaultRandom(),
    title: text('title').notNull(),
    cadence: text('cadence').notNull(),
    /** The scheduled anchor occurrence; later ones follow the cadence in time_zone. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    colorTag: text('color_tag').notNull().default('None'),
    isLT: boolean('is_lt').notNull().default(false),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => memberships.id),
    status: text('status').notNull().default('NotStarted'),
    scorecardId: uuid('scorecard_id'),
    agenda: jsonb('agenda').$type<StoredAgenda>().notNull(),
    createdById: uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_thread_key').on(t.threadId),
    // Meeting names are unique in an organization, ignoring case and surrounding spaces.
    uniqueIndex('meetings_org_title_key').on(t.orgId, sql`lower(btrim(${t.title}))`),
    // One leadership-team meeting per organization.
    uniqueIndex('meetings_org_lt_key').on(t.orgId).where(sql`${t.isLT}`),
    index('meetings_org_owner_idx').on(t.orgId, t.ownerId),
  ],
);

export const meetingInvitees = pgTable(
  'meeting_invitees',
  {
    orgId: orgId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.personId] }),
    index('meeting_invitees_org_person_idx').on(t.orgId, t.personId),
  ],
);

/** Favourites are per user. */
export const meetingFavorites = pgTable(
  'meeting_favorites',
  {
    orgId: orgId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.personId] }),
    index('meeting_favorites_org_person_idx').on(t.orgId, t.personId),
  ],
);

/** Each held session of a meeting: date, duration, average rating (filled by the live meeting). */
export const meetingSessions = pgTable(
  'meeting_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    sessionNumber: integer('session_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    averageRating: real('average_rating'),
    /** What the summary page shows: attendees and ratings, time per section, items handled. */
    summary: jsonb('summary').$type<LiveMeetingSummary>(),
  },
  (t) => [
    index('meeting_sessions_org_meeting_idx').on(t.orgId, t.meetingId, t.startedAt),
    // The dashboard's summary cards: the sessions of an organization that ended today.
    index('meeting_sessions_org_ended_idx').on(t.orgId, t.endedAt),
  ],
);

/** Saved custom agenda templates of an organization (the built-in Level 10 lives in domain/). */
export const agendaTemplates = pgTable(
  'agenda_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    name: text('name').notNull(),
    agenda: jsonb('agenda').$type<StoredAgenda>().notNull(),
    createdById: uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agenda_templates_org_name_key').on(t.orgId, sql`lower(btrim(${t.name}))`)],
);

/** The per-meeting preparation checklist. */
export const meetingChecklists = pgTable(
  'meeting_checklists',
  {
    meetingId: uuid('meeting_id')
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    orgId: orgId(),
    items: jsonb('items').$type<StoredChecklistItem[]>().notNull(),
    updatedById: uuid('updated_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_checklists_org_idx').on(t.orgId)],
);

/**
 * A person's private calendar feed. The URL carries a random 256-bit token that is kept as is, so
 * the same URL can be shown again (calendar apps subscribe once); reset issues a new one. It grants
 * read access to that person's meeting schedule only (docs/decisions.md, "Calendar feed").
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    personId: uuid('person_id')
      .primaryKey()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    orgId: orgId(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token), index('calendar_feeds_org_idx').on(t.orgId)],
);
