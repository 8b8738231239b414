import type {
  Access,
  CollectionKind,
  CoreFocus,
  CoreValue,
  LongTermIssue,
  OneYearPlan,
  TargetMarket,
  TenYearTarget,
  ThreeYearPicture,
  VtoListEntry,
  VtoMetric,
} from '@eos/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberships, organizations } from './orgs.ts';

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const createdById = () => uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A revision's sharing as stored: the creator is the row's created_by_id, not repeated here (001 §3). */
export interface StoredVisibility {
  groups: { lt: Access; org: Access };
  individuals: { personId: string; canView: boolean; canEdit: boolean }[];
}

/** A plan's number as stored: `hidden` depends on who reads it, so it is worked out when presenting. */
export type StoredMetric = Omit<VtoMetric, 'hidden'>;
type StoredPlanFields = { financialMetrics: StoredMetric[]; measurables: StoredMetric[] };
export type StoredThreeYearPicture = Omit<ThreeYearPicture, keyof StoredPlanFields> & StoredPlanFields;
export type StoredOneYearPlan = Omit<OneYearPlan, keyof StoredPlanFields> & StoredPlanFields;
/** The quarter's Rocks are links to real Rocks; title, owner, status and due date are read from them. */
export type StoredQuarterlyPlan = StoredOneYearPlan & {
  rocksForTheQuarter: { id: string; rockId: string; sequence: number }[];
};

/**
 * A V/TO revision's parts (domain/src/schemas/vto.ts Vision and Traction, minus what is read live).
 * Part ids survive copies so that two revisions can be compared part by part.
 */
export interface StoredVtoDocument {
  vision: {
    coreValues: CoreValue[];
    coreValuesSpeech: { id: string; notes: string } | null;
    coreFocus: CoreFocus | null;
    tenYearTarget: TenYearTarget | null;
    targetMarkets: (Omit<TargetMarket, 'uniques'> & { uniques: VtoListEntry[] })[];
    threeYearPicture: StoredThreeYearPicture | null;
  };
  traction: {
    oneYearPlan: StoredOneYearPlan | null;
    quarterlyPlan: StoredQuarterlyPlan | null;
    longTermIssueList: { issues: LongTermIssue[] };
  };
}

/** A chart's seat as stored: the holder's names, picture and LT badge are read live when presenting. */
export interface StoredSeat {
  id: string;
  key: number;
  parentId: string | null;
  sequence: number;
  title: string;
  assignedToId: string | null;
  roles: string[];
  isAssistant: boolean;
  notes: string;
  notesUpdated: string | null;
  notesUpdatedById: string | null;
}

/** An Accountability Chart revision: its seats (charts made before seats existed store `{}`). */
export interface StoredAcDocument {
  seats?: StoredSeat[];
}

/**
 * Folders of V/TO or chart revisions (002 §3). Titles are unique per organization and kind ignoring case
 * and surrounding spaces; at most one company folder per organization and kind.
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    kind: text('kind').$type<CollectionKind>().notNull(),
    title: text('title').notNull(),
    isCompanyFolder: boolean('is_company_folder').notNull().default(false),
    createdById: createdById(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('collections_org_kind_title_key').on(t.orgId, t.kind, sql`lower(btrim(${t.title}))`),
    uniqueIndex('collections_org_kind_company_key').on(t.orgId, t.kind).where(sql`${t.isCompanyFolder}`),
  ],
);

/**
 * A V/TO or chart revision: Draft until published (002 §4). The whole document is one JSON value, written
 * with `version` bumped so that concurrent part edits can be detected. Titles are unique per organization
 * and kind (the service also keeps them apart from folder titles, under the naming lock).
 */
export const revisions = pgTable(
  'revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CollectionKind>().notNull(),
    title: text('title').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdById: createdById(),
    visibility: jsonb('visibility').$type<StoredVisibility>().notNull(),
    document: jsonb('document').$type<StoredVtoDocument | StoredAcDocument>().notNull(),
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('revisions_org_collection_idx').on(t.orgId, t.collectionId),
    uniqueIndex('revisions_org_kind_title_key').on(t.orgId, t.kind, sql`lower(btrim(${t.title}))`),
  ],
);
