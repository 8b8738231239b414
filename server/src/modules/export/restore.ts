import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import {
  defaultPermissions,
  type ExportManifest,
  ExportOrganization,
  ExportPerson,
  effectiveStatus,
  isLicensedRole,
  isSafeText,
  type PaymentStatus,
  PaymentStatuses,
  type SubscriptionStatus,
  SubscriptionStatuses,
} from '@eos/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { collections, memberships, organizations } from '../../db/schema/index.ts';
import { AppError, message } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { runInWorker, type WorkerKind, WorkerStopped } from '../../lib/worker.ts';
import type { Member } from '../../plugins/access.ts';
import { hasTwoStep } from '../auth/two-step.ts';
import { billingNow } from '../billing/service.ts';
import { expiryFrom, newInvitationKey } from '../invitations/keys.ts';
import {
  findAccountByEmail,
  findPersonByEmail,
  insertInvitations,
  insertUnclaimedAccount,
} from '../invitations/repository.ts';
import { announceSubscription } from '../subscription/state.ts';
import { FILE_ALLOWANCE, rowBudgets } from './budget.ts';
import {
  CHECKED_TEXT,
  type ColumnInfo,
  ENUMERATED,
  EXPORTED,
  exportedColumns,
  exportOrder,
  type TableInfo,
} from './catalogue.ts';
import type { Row } from './export.ts';
import { knownMigrations } from './migrations.ts';
import type { ZipReadOptions } from './read-zip.ts';
import { RESTORES_PER_NODE } from './restore-slots.ts';
import { STORED_SHAPES } from './stored-shapes.ts';

/** Bounds on what a restore unpacks, whatever its manifest says: a zip bomb stops here, not in memory. */
export const RESTORE_LIMITS = { maxEntries: 200, maxFileBytes: 128 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024 };

/**
 * The worker that reads a restore's zip: as many at once as restores run (restore-slots.ts), but one
 * core stays the event loop's: on two cores, one zip is read at a time.
 */
const ZIP_WORKER: WorkerKind = {
  name: 'restore-zip',
  concurrency: Math.max(1, Math.min(RESTORES_PER_NODE, availableParallelism() - 1)),
  // The largest zip's JSON (RESTORE_LIMITS) parsed; a zip that needs more is refused, the node stays.
  resourceLimits: { maxOldGenerationSizeMb: 1536 },
};

const broken = (id: string, params: (string | number)[] = []) => new AppError('validation', [message(id, params)]);

export interface ParsedExport {
  manifest: ExportManifest;
  /** Rows by json file name (without .json); a file missing from the zip reads as no rows. */
  entities: Record<string, Row[]>;
}

/**
 * Unpacks and checks an export's zip in a worker thread (read-zip.ts: the zip's sizes, the manifest,
 * each file's byte budget from its row count, then JSON): 422 for anything that is not one of ours,
 * never a 500. The event loop only receives the rows, a part at a time.
 */
export async function readExportZip(bytes: Uint8Array): Promise<ParsedExport> {
  const options: ZipReadOptions = {
    limits: { ...RESTORE_LIMITS },
    rowBytes: rowBudgets(),
    fileAllowance: FILE_ALLOWANCE,
    knownSchemas: knownMigrations().map((m) => m.tag),
  };
  // The worker gets its own copy (the request's buffer may share memory with others).
  const copy = new Uint8Array(bytes);
  const entities: Record<string, Row[]> = {};
  for (const spec of Object.values(EXPORTED)) entities[spec.file] = [];
  let manifest: ExportManifest;
  try {
    manifest = await runInWorker<ExportManifest>(
      ZIP_WORKER,
      { bytes: copy, options },
      {
        transfer: [copy.buffer],
        onPart: (part) => {
          const { file, rows } = part as { file: string; rows: Row[] };
          const into = entities[file] ?? [];
          for (const row of rows) into.push(row);
          entities[file] = into;
        },
      },
    );
  } catch (error) {
    // Out of the worker's memory: more than this node unpacks at once.
    if (error instanceof WorkerStopped && error.outOfMemory) throw broken('ERR_EXPORT_TOO_LARGE');
    throw error;
  }
  return { manifest, entities };
}

/** The exported tables other than the organization and its people: what a restore writes. */
function contentTables(): TableInfo[] {
  return exportOrder().filter((t) => t.name !== 'organizations' && t.name !== 'memberships');
}

/**
 * Whether the organization holds nothing but its people (a restore may run then only). Folders without
 * revisions are no work: the V/TO and chart pages make an empty company folder on a first visit, and a
 * restore replaces such folders with the export's.
 */
export async function isEmptyOrg(db: Tx | AppContext['db'], orgId: string): Promise<boolean> {
  // One statement for all the tables (on the embedded database each statement runs on the event loop).
  const checks = contentTables()
    .filter((t) => t.name !== 'collections')
    .map((info) => {
      const orgColumn = info.columns.find((c) => c.name === 'org_id')?.column as PgColumn;
      return sql`exists (select 1 from ${info.table} where ${orgColumn} = ${orgId})`;
    });
  const result = (await db.execute(sql`select (${sql.join(checks, sql` or `)}) as busy`)) as unknown as {
    rows: { busy: boolean }[];
  };
  return result.rows[0]?.busy === false;
}

export interface RestoreOutcome {
  counts: Record<string, number>;
  peopleInvited: number;
  peopleMatched: number;
}

/** Where a row breaks the export's shape: 422 naming the file, the row and the field. */
const badValue = (file: string, index: number, key: string) =>
  broken('ERR_EXPORT_BAD_VALUE', [`json/${file}.json`, index + 1, key]);

/**
 * Brings an export into the caller's organization, which must hold no meetings or items yet: one
 * transaction; every row gets a new id (foreign keys and ids inside JSON documents follow the map);
 * people are matched by email to the organization's people, else added as invited (an account made
 * unclaimed when the address has none) with an invitation nobody was mailed. The caller stays Owner.
 * The rules of the screens hold (issue 34 item 10): required two-step sign-in comes back only when the
 * restoring Owner has two-step (restoredTwoStep), and the organization's trial never outlasts the
 * source organization's (trialAfterRestore).
 */
export async function restoreExport(ctx: AppContext, member: Member, data: ParsedExport): Promise<RestoreOutcome> {
  const orgId = member.orgId;
  const { entities } = data;
  const orgRow = ExportOrganization.safeParse(entities.organization?.[0]);
  if (!orgRow.success) throw badValue('organization', 0, String(orgRow.error.issues[0]?.path[0] ?? 'name'));
  checkRevisionKinds(entities);

  let settled: { outcome: RestoreOutcome; twoStep: TwoStepRestored; trialEndsAt: Date | null };
  try {
    settled = await ctx.db.transaction(async (tx) => {
      // One restore at a time per organization, and nothing added meanwhile: the organization row is locked.
      await tx.execute(sql`select id from organizations where id = ${orgId} for update`);
      if (!(await isEmptyOrg(tx, orgId))) throw new AppError('conflict', 'ERR_EXPORT_RESTORE_NOT_EMPTY');

      const ids = new Map<string, string>([[orgRow.data.id, orgId]]);
      const counts: Record<string, number> = { organization: 1 };

      // People first: matched by email, or added as invited.
      const people = entities.people ?? [];
      const incoming: { person: (typeof ExportPerson)['_output']; row: Row; existing: string | null }[] = [];
      for (const [index, row] of people.entries()) {
        const parsed = ExportPerson.safeParse(row);
        if (!parsed.success) throw badValue('people', index, String(parsed.error.issues[0]?.path[0] ?? 'email'));
        if (ids.has(parsed.data.id)) throw badValue('people', index, 'id');
        const existing = await findPersonByEmail(tx, orgId, parsed.data.email);
        ids.set(parsed.data.id, existing?.id ?? randomUUID());
        incoming.push({ person: parsed.data, row, existing: existing?.id ?? null });
      }
      // Every other row's own ids (its id, a meeting's thread id) get new ones before any row is written,
      // so references in any direction (and inside JSON documents) find their target.
      for (const info of contentTables()) {
        const file = (EXPORTED[info.name] as { file: string }).file;
        for (const [index, row] of (entities[file] ?? []).entries()) {
          for (const col of info.columns.filter((c) => c.identity)) {
            const old = row[col.key];
            if (old === undefined || old === null) continue;
            if (typeof old !== 'string' || !UUID.test(old) || ids.has(old)) throw badValue(file, index, col.key);
            ids.set(old, randomUUID());
          }
        }
      }

      // The organization's name and settings, with the screens' rules for two-step sign-in and the trial
      // (the rest of its billing state stays this organization's).
      const org = convertRow(tableInfo('organizations'), entities.organization?.[0] as Row, ids, 'organization', 0);
      const [caller] = await tx
        .select({ accountId: memberships.accountId })
        .from(memberships)
        .where(eq(memberships.id, member.personId));
      const accountId = caller?.accountId ?? null;
      const twoStep = await restoredTwoStep(tx, accountId, org);
      const trialEndsAt = ctx.payments
        ? await trialAfterRestore(
            ctx,
            tx,
            orgId,
            accountId,
            [...new Set([data.manifest.organization.id, orgRow.data.id])],
            org,
          )
        : null;
      await tx
        .update(organizations)
        .set({
          name: orgRow.data.name,
          ...pickDefined(org, ['implementer', 'themeColor', 'freeDomains', 'nameDisplayStyle', 'defaultInviteeRole']),
          ...(twoStep === 'absent' ? {} : { requireTwoStep: twoStep === 'on' }),
          ...(trialEndsAt ? { trialEndsAt } : {}),
          updatedAt: new Date(),
        })
        .where(eq(organizations.id, orgId));

      // Empty folders (a company folder a first visit made) give way to the export's.
      await tx.delete(collections).where(eq(collections.orgId, orgId));

      let peopleInvited = 0;
      let peopleMatched = 0;
      const invites = [];
      const membershipInfo = tableInfo('memberships');
      for (const [index, { person, row, existing }] of incoming.entries()) {
        if (existing) {
          peopleMatched++;
          continue;
        }
        let account = await findAccountByEmail(tx, person.email);
        if (!account) {
          await insertUnclaimedAccount(tx, {
            email: person.email,
            firstName: person.firstName,
            lastName: person.lastName,
          });
          account = await findAccountByEmail(tx, person.email);
          if (!account) throw new Error('account for a restored person not found after insert');
        }
        // The organization has one Owner: the caller. The export's Owner comes back as an Admin.
        const role = person.role === 'Owner' ? 'Admin' : person.role;
        const values = convertRow(membershipInfo, row, ids, 'people', index);
        const permissions =
          role !== person.role || !Array.isArray(values.permissions) ? defaultPermissions(role) : values.permissions;
        await tx.insert(memberships).values({
          ...(values as typeof memberships.$inferInsert),
          id: ids.get(person.id) as string,
          orgId,
          accountId: account.id,
          role,
          permissions,
          hasLicense: role !== person.role ? isLicensedRole(role) : ((values.hasLicense as boolean) ?? true),
          // Invited: the account gets no access until its invitation is sent (People page) and accepted.
          joinedAt: null,
          isDefault: false,
        });
        invites.push({
          orgId,
          personId: ids.get(person.id) as string,
          invitedById: member.personId,
          email: person.email,
          role,
          isImplementer: Boolean(values.isImplementer),
          status: 'Pending',
          keyHash: newInvitationKey().keyHash,
          expiresAt: expiryFrom(new Date()),
          sentAt: null,
        });
        peopleInvited++;
      }
      await insertInvitations(tx, invites);
      counts.people = people.length;

      for (const info of contentTables()) {
        const file = (EXPORTED[info.name] as { file: string }).file;
        const rows = (entities[file] ?? []).map((row, index) => convertRow(info, row, ids, file, index));
        for (let at = 0; at < rows.length; at += 200) {
          await tx.insert(info.table).values(rows.slice(at, at + 200) as never);
        }
        counts[file] = rows.length;
      }
      return { outcome: { counts, peopleInvited, peopleMatched }, twoStep, trialEndsAt };
    });
  } catch (error) {
    // What the database itself refuses (a duplicate, a value out of range): the export is at fault.
    const code = sqlState(error);
    if (code && (code.startsWith('22') || code.startsWith('23'))) {
      throw broken('ERR_EXPORT_INVALID_DATA');
    }
    throw error;
  }
  const { outcome, twoStep, trialEndsAt } = settled;
  if (twoStep === 'dropped') {
    ctx.log.info({ orgId }, 'restore: the export required two-step sign-in; left off, the restoring Owner has none');
  }
  // Sessions read the organization's two-step rule and subscription again, as after the screens' changes.
  if (twoStep === 'on') sessionsChanged(ctx, { orgId });
  if (trialEndsAt) {
    ctx.log.info({ orgId, trialEndsAt }, "restore: the trial ends with the source organization's");
    announceSubscription(ctx, orgId);
  }
  return outcome;
}

/**
 * What becomes of the export's 'require two-step sign-in' (the settings screen's rule, 'Owner first',
 * ERR_TWO_STEP_OWNER_FIRST): on only when the restoring Owner's account has two-step verification;
 * otherwise off ('dropped'), so that a restore never locks its own Owner out. 'absent': the export does
 * not say, the organization keeps its own.
 */
type TwoStepRestored = 'on' | 'off' | 'dropped' | 'absent';

async function restoredTwoStep(tx: Tx, accountId: string | null, org: Row): Promise<TwoStepRestored> {
  if (org.requireTwoStep === undefined) return 'absent';
  if (org.requireTwoStep !== true) return 'off';
  return accountId && (await hasTwoStep(tx, accountId)) ? 'on' : 'dropped';
}

/** What is left of a trial, in ms: 0 once it ended or was left for a subscription; null without billing ('None'). */
function trialLeft(row: Record<string, unknown>, now: Date): number | null {
  const status = row.subscriptionStatus as SubscriptionStatus;
  const payment = row.paymentStatus as PaymentStatus;
  if (!SubscriptionStatuses.includes(status) || !PaymentStatuses.includes(payment) || status === 'None') return null;
  const ends = row.trialEndsAt instanceof Date ? row.trialEndsAt : null;
  if (effectiveStatus(status, payment, ends, now) !== 'Trial' || !ends) return 0;
  return Math.max(0, ends.getTime() - now.getTime());
}

/**
 * A restore never gives more trial than the source organization had left (issue 34 item 10;
 * docs/decisions.md): when the receiving organization is in its own trial (Trial, nothing paid), its end
 * becomes the earlier of its own and now plus what the source had left, which is nothing once the
 * source's trial ended or the source subscribed. What the source had left is read from the export's
 * organization row and, when the source organization is on this installation and the restoring account
 * is one of its people, from its stored row (an edited export cannot claim a fresh trial then); the
 * smaller counts. Each by its own billing clock. Null: the trial stays as it is.
 */
async function trialAfterRestore(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  accountId: string | null,
  /** The source organization as the manifest and as its organization row name it (an edited file may differ). */
  sources: string[],
  org: Row,
): Promise<Date | null> {
  const [own] = await tx
    .select({
      subscriptionStatus: organizations.subscriptionStatus,
      paymentStatus: organizations.paymentStatus,
      trialEndsAt: organizations.trialEndsAt,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (own?.subscriptionStatus !== 'Trial' || own.paymentStatus !== 'None') return null;
  const now = billingNow(ctx, orgId);
  const left: number[] = [];
  const fromFile = trialLeft(org, now);
  if (fromFile !== null) left.push(fromFile);
  const sourceIds = sources.filter((id) => id !== orgId);
  if (accountId && sourceIds.length > 0) {
    const stored = await tx
      .select({
        id: organizations.id,
        subscriptionStatus: organizations.subscriptionStatus,
        paymentStatus: organizations.paymentStatus,
        trialEndsAt: organizations.trialEndsAt,
      })
      .from(organizations)
      .innerJoin(memberships, eq(memberships.orgId, organizations.id))
      .where(and(inArray(organizations.id, sourceIds), eq(memberships.accountId, accountId)));
    for (const row of stored) {
      const fromStored = trialLeft(row, billingNow(ctx, row.id));
      if (fromStored !== null) left.push(fromStored);
    }
  }
  if (left.length === 0) return null;
  const ends = new Date(now.getTime() + Math.min(...left));
  return own.trialEndsAt && own.trialEndsAt <= ends ? null : ends;
}

/**
 * A revision is of its folder's kind: the V/TO and chart pages read a folder's revisions by kind, so a
 * chart revision in a V/TO folder would be nobody's to see or delete (and keep the organization non-empty).
 */
function checkRevisionKinds(entities: Record<string, Row[]>): void {
  const folderKind = new Map((entities.folders ?? []).map((f) => [f.id, f.kind]));
  for (const [index, row] of (entities.revisions ?? []).entries()) {
    const kind = folderKind.get(row.collectionId);
    // An unknown folder kind is the folder's own fault, reported on its row.
    if (ENUMERATED['collections.kind']?.includes(kind as string) && kind !== row.kind) {
      throw badValue('revisions', index, 'kind');
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function tableInfo(name: string): TableInfo {
  const info = exportOrder().find((t) => t.name === name);
  if (!info) throw new Error(`no table ${name}`);
  return info;
}

function pickDefined(row: Row, keys: string[]): Row {
  const out: Row = {};
  for (const k of keys) if (row[k] !== undefined) out[k] = row[k];
  return out;
}

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One exported row as insert values: each column's value checked against its type, an enumerated text
 * against its domain enumeration, a JSON document against its stored shape (stored-shapes.ts); ids
 * through the map (a foreign key to nothing in the export is refused; a loose reference to nothing
 * becomes null), ids inside JSON documents too; HTML, in columns and inside documents, through the sanitizer.
 */
function convertRow(info: TableInfo, row: Row, ids: Map<string, string>, file: string, index: number): Row {
  const out: Row = {};
  for (const col of exportedColumns(info)) {
    const value = row[col.key];
    if (value === undefined) {
      if (col.notNull && !col.hasDefault) throw badValue(file, index, col.key);
      continue;
    }
    const bad = (path: PropertyKey[] = []) => badValue(file, index, [col.key, ...path.map(String)].join('.'));
    out[col.key] = convertValue(`${info.name}.${col.name}`, col, value, row, ids, bad);
  }
  return out;
}

function convertValue(
  name: string,
  col: ColumnInfo,
  value: unknown,
  row: Row,
  ids: Map<string, string>,
  bad: (path?: PropertyKey[]) => AppError,
): unknown {
  if (value === null) {
    if (col.notNull) throw bad();
    return null;
  }
  switch (col.type) {
    case 'PgUUID': {
      if (typeof value !== 'string' || !UUID.test(value)) throw bad();
      const mapped = ids.get(value);
      if (mapped) return mapped;
      // A foreign key must point into the export; a loose reference (a delegated Rock's source, a
      // cascaded headline's) to something not exported is forgotten.
      if (col.references || col.identity || col.notNull) throw bad();
      return null;
    }
    case 'PgText': {
      if (typeof value !== 'string' || !isSafeText(value)) throw bad();
      if (!allowedText(name, value)) throw bad();
      return col.name.endsWith('_html') ? sanitizeRichText(value) : value;
    }
    case 'PgBoolean':
      if (typeof value !== 'boolean') throw bad();
      return value;
    case 'PgInteger':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw bad();
      return value;
    case 'PgDoublePrecision':
    case 'PgReal':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
      return value;
    case 'PgTimestamp': {
      const date = typeof value === 'string' ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw bad();
      return date;
    }
    case 'PgDateString':
      if (typeof value !== 'string' || !DAY.test(value)) throw bad();
      return value;
    case 'PgArray':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !allowedText(name, v))) throw bad();
      return value;
    case 'PgJsonb': {
      const shape = STORED_SHAPES[name];
      if (!shape) throw bad();
      const parsed = (typeof shape === 'function' ? shape(row) : shape).safeParse(remapJson(value, ids));
      if (!parsed.success) throw bad(parsed.error.issues[0]?.path);
      return parsed.data;
    }
    default:
      throw bad();
  }
}

/** Whether a text value may be stored in the column: one of its enumeration, or passing its rule. */
function allowedText(name: string, value: string): boolean {
  const values = ENUMERATED[name];
  if (values) return values.includes(value);
  const check = CHECKED_TEXT[name];
  return check ? check(value) : true;
}

/** A JSON document with every string that is a mapped id replaced. */
function remapJson(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => remapJson(v, ids));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = remapJson(v, ids);
    return out;
  }
  return value;
}
