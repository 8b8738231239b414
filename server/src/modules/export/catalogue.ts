import {
  Cadences,
  CollectionKinds,
  ColorTags,
  ComparisonGoals,
  DashboardKinds,
  ExperienceLevels,
  InviteeRoles,
  IssueStatuses,
  MeasurableUnits,
  MeetingStatuses,
  NameDisplayStyles,
  PaymentStatuses,
  PermissionActions,
  PermissionAreas,
  permission,
  ReviewStatuses,
  RockStatuses,
  Roles,
  Rollups,
  Scopes,
  SubscriptionStatuses,
  Themes,
  TodoStatuses,
  UpgradeRequestStatuses,
  ValueScales,
} from '@eos/domain';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { isValidTimeZone } from '../users/timezone.ts';

/**
 * What the whole-organization export holds (issue 22 item 5), driven by the Drizzle schema: every table
 * with an org_id column is either exported (one json/<file>.json each, every column but the ones named
 * here with their reason) or left out with a reason. catalogue.test.ts fails on an org-scoped table that
 * is neither, so a new table cannot be forgotten (nor leak a secret by default).
 */

export interface ExportedTable {
  /** The file's name under json/ (without .json). */
  file: string;
  /** What the file holds, for docs/export.md. */
  about: string;
  /** Columns (SQL names) never written, each with its reason. */
  omit?: Record<string, string>;
}

export const EXPORTED: Readonly<Record<string, ExportedTable>> = {
  organizations: {
    file: 'organization',
    about: 'The organization itself (one row): its name and settings.',
    omit: { created_by_id: 'an account id of this installation; people.json names people by email' },
  },
  memberships: {
    file: 'people',
    about:
      'The people of the organization (joined or invited), with their account’s email, first and last name; ' +
      'their role, license and preferences.',
    omit: { account_id: 'an account id of this installation: the email, first and last name stand for it' },
  },
  meetings: { file: 'meetings', about: 'Meetings (L10 and others) with their agenda.' },
  meeting_invitees: { file: 'meeting-invitees', about: 'Who is invited to which meeting.' },
  meeting_favorites: { file: 'meeting-favorites', about: 'Which meetings each person marked as a favourite.' },
  meeting_sessions: { file: 'meeting-sessions', about: 'Each held session: date, duration, rating, summary.' },
  meeting_checklists: { file: 'meeting-checklists', about: 'The preparation checklist of each meeting.' },
  agenda_templates: { file: 'agendas', about: 'Saved custom agenda templates.' },
  rocks: { file: 'rocks', about: 'Rocks, with their notes (HTML).' },
  rock_meetings: { file: 'rock-meetings', about: 'Which meetings each Rock belongs to.' },
  rock_milestones: { file: 'milestones', about: 'Milestones of the Rocks.' },
  todos: { file: 'todos', about: 'To-Dos of meetings and personal To-Dos, with their notes (HTML).' },
  issues: { file: 'issues', about: 'Issues, with their notes (HTML) and rank.' },
  headlines: { file: 'headlines', about: 'Headlines, with their notes (HTML).' },
  scorecards: { file: 'scorecards', about: 'Each meeting’s Scorecard.' },
  measurables: { file: 'measurables', about: 'Scorecard measurables: owner, goal, unit.' },
  measured_values: { file: 'scores', about: 'The weekly numbers of the measurables (week = its Monday).' },
  collections: {
    file: 'folders',
    about: 'Folders of V/TO (kind vto) and Accountability Chart (kind ac) revisions.',
  },
  revisions: {
    file: 'revisions',
    about:
      'V/TO and Accountability Chart revisions: the whole document (V/TO parts; the chart’s seats with ' +
      'their roles and notes) and who may see it.',
  },
};

/** Org-scoped tables deliberately not exported, and why. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  sessions: 'sign-in sessions: secrets of a browser, meaningless elsewhere',
  access_tokens: 'API tokens: their hashes are secrets; make new tokens after a move',
  calendar_feeds: 'each person’s private calendar-feed secret',
  invitations: 'invitation keys are secrets; a restore makes a new (unsent) invitation for each person it adds',
  notifications: 'each person’s inbox of the moment, not the organization’s record',
  chat_messages: 'each person’s private help-chat thread with the assistant',
  live_meetings: 'the state of a meeting while it is being held (transient); held sessions are in meeting-sessions',
  live_meeting_connections: 'which browser is connected to a live meeting right now',
  org_billing: 'payment-provider customer and subscription ids: billing stays with the installation',
  billing_addresses: 'billing addresses keyed by payment-provider card ids',
  billing_events: 'the payment provider’s events',
  sandbox_customers: 'the sandbox payment provider’s own records (test payments)',
  sandbox_card_tokens: 'the sandbox payment provider’s own records (test payments)',
  sandbox_payment_methods: 'the sandbox payment provider’s own records (test payments)',
  sandbox_subscriptions: 'the sandbox payment provider’s own records (test payments)',
  sandbox_invoices: 'the sandbox payment provider’s own records (test payments)',
  webhook_endpoints: 'webhook endpoints carry their signing secrets; set them up again after a move',
  webhook_deliveries: 'the delivery log of webhooks (transient)',
};

/**
 * Text columns of exported tables whose value is one of a domain enumeration (`table.column` → the
 * enumeration): a restore refuses any other value. Text arrays list the values each element may take.
 * catalogue.test.ts fails on an exported text column that is in none of ENUMERATED, CHECKED_TEXT and
 * FREE_TEXT, so a new column cannot be missed.
 */
export const ENUMERATED: Readonly<Record<string, readonly string[]>> = {
  'organizations.theme_color': Themes,
  'organizations.subscription_status': SubscriptionStatuses,
  'organizations.payment_status': PaymentStatuses,
  'organizations.name_display_style': NameDisplayStyles,
  'organizations.default_invitee_role': InviteeRoles,
  'memberships.role': Roles,
  'memberships.permissions': PermissionActions.flatMap((action) => PermissionAreas.map((a) => permission(action, a))),
  'memberships.billing_suspended_role': Roles,
  'memberships.experience_level': ExperienceLevels,
  'memberships.upgrade_request_status': UpgradeRequestStatuses,
  'memberships.theme': Themes,
  'memberships.dashboard_kind': DashboardKinds,
  'meetings.cadence': Cadences,
  'meetings.color_tag': ColorTags,
  'meetings.status': MeetingStatuses,
  'rocks.type': Scopes,
  'rocks.status': RockStatuses,
  'todos.status': TodoStatuses,
  'issues.status': IssueStatuses,
  'headlines.status': ReviewStatuses,
  'measurables.comparison': ComparisonGoals,
  'measurables.unit_of_measure': MeasurableUnits,
  'measurables.value_scale': ValueScales,
  'measurables.rollup': Rollups,
  // No domain enumeration: the scorecard module writes these two (Removed when a measurable is deleted).
  'measurables.status': ['Active', 'Removed'],
  'collections.kind': CollectionKinds,
  'revisions.kind': CollectionKinds,
};

/** Text columns with a rule of their own rather than a list. */
export const CHECKED_TEXT: Readonly<Record<string, (value: string) => boolean>> = {
  'meetings.time_zone': isValidTimeZone,
};

/** Text columns that hold what people typed (the one string rule applies, as to every text); `*_html` aside. */
export const FREE_TEXT: readonly string[] = [
  'organizations.name',
  'organizations.implementer',
  'organizations.free_domains',
  'meetings.title',
  'agenda_templates.name',
  'rocks.title',
  'rock_milestones.title',
  'todos.title',
  'issues.title',
  'headlines.title',
  'measurables.title',
  'collections.title',
  'revisions.title',
];

/** A column as the export sees it: its JSON key (the Drizzle property) and its SQL facts. */
export interface ColumnInfo {
  key: string;
  name: string;
  column: PgColumn;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  /** A uuid made by the database for the row (its id, a meeting's thread id): a restore makes new ones. */
  identity: boolean;
  /** The table and column a foreign key points at. */
  references?: { table: string; column: string };
}

export interface TableInfo {
  name: string;
  table: PgTable;
  columns: ColumnInfo[];
  primaryKey: string[];
  orgScoped: boolean;
}

let cached: Map<string, TableInfo> | null = null;

/** Every table of the schema, by SQL name. */
export function schemaTables(): Map<string, TableInfo> {
  if (cached) return cached;
  const out = new Map<string, TableInfo>();
  for (const value of Object.values(schema)) {
    if (!value || typeof value !== 'object' || !isPgTable(value)) continue;
    const config = getTableConfig(value);
    const keyOf = new Map<string, string>();
    for (const [key, col] of Object.entries(value as unknown as Record<string, unknown>)) {
      if (col && typeof col === 'object' && 'columnType' in col && 'name' in col)
        keyOf.set((col as PgColumn).name, key);
    }
    const refs = new Map<string, { table: string; column: string }>();
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      ref.columns.forEach((c, i) => {
        const target = ref.foreignColumns[i];
        if (target) refs.set(c.name, { table: getTableConfig(ref.foreignTable).name, column: target.name });
      });
    }
    const columns = config.columns.map((c) => ({
      key: keyOf.get(c.name) ?? c.name,
      name: c.name,
      column: c,
      type: c.columnType,
      notNull: c.notNull,
      hasDefault: c.hasDefault,
      identity: c.columnType === 'PgUUID' && is(c.default, SQL),
      ...(refs.has(c.name) ? { references: refs.get(c.name) } : {}),
    }));
    const primaryKey =
      config.primaryKeys[0]?.columns.map((c) => c.name) ?? columns.filter((c) => c.column.primary).map((c) => c.name);
    out.set(config.name, {
      name: config.name,
      table: value,
      columns,
      primaryKey,
      orgScoped: config.name === 'organizations' || columns.some((c) => c.name === 'org_id'),
    });
  }
  cached = out;
  return out;
}

function isPgTable(value: object): value is PgTable {
  try {
    getTableConfig(value as PgTable);
    return Symbol.for('drizzle:IsDrizzleTable') in value;
  } catch {
    return false;
  }
}

/** The exported tables in an order where every foreign key points at a table listed before it. */
export function exportOrder(): TableInfo[] {
  const tables = schemaTables();
  const names = Object.keys(EXPORTED).filter((n) => tables.has(n));
  return topological(names.map((n) => tables.get(n) as TableInfo)).filter((t) => names.includes(t.name));
}

/** Tables sorted so that each comes after the tables its foreign keys point at (self-references aside). */
export function topological(list: TableInfo[]): TableInfo[] {
  const byName = new Map(list.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new Error(`foreign keys form a cycle through ${t.name}`);
    visiting.add(t.name);
    for (const c of t.columns) {
      const target = c.references && c.references.table !== t.name ? byName.get(c.references.table) : undefined;
      if (target) visit(target);
    }
    visiting.delete(t.name);
    done.add(t.name);
    out.push(t);
  };
  for (const t of [...list].sort((a, b) => a.name.localeCompare(b.name))) visit(t);
  return out;
}

/** The columns an exported table writes. */
export function exportedColumns(info: TableInfo): ColumnInfo[] {
  const omit = EXPORTED[info.name]?.omit ?? {};
  return info.columns.filter((c) => !(c.name in omit));
}

/** Names no exported column may have: a secret by its name. */
export const SECRET_COLUMN = /hash|secret|token|password|customer|payment_method|payment_id|subscription_id|totp/i;
