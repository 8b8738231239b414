import { randomUUID } from 'node:crypto';
import {
  defaultPermissions,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportManifest,
  ExportOrganization,
  ExportPerson,
  isLicensedRole,
  isSafeText,
  unsafeTextPaths,
} from '@eos/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { collections, memberships, organizations } from '../../db/schema/index.ts';
import { AppError, message } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Member } from '../../plugins/access.ts';
import { expiryFrom, newInvitationKey } from '../invitations/keys.ts';
import {
  findAccountByEmail,
  findPersonByEmail,
  insertInvitations,
  insertUnclaimedAccount,
} from '../invitations/repository.ts';
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
import { STORED_SHAPES } from './stored-shapes.ts';

/** Bounds on what a restore unpacks: a zip bomb stops here, not in memory. */
export const RESTORE_LIMITS = { maxEntries: 200, maxFileBytes: 128 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024 };

const broken = (id: string, params: (string | number)[] = []) => new AppError('validation', [message(id, params)]);

export interface ParsedExport {
  manifest: ExportManifest;
  /** Rows by json file name (without .json); a file missing from the zip reads as no rows. */
  entities: Record<string, Row[]>;
}

/** Unpacks and checks an export's zip: 422 for anything that is not one of ours, never a 500. */
export function readExportZip(bytes: Uint8Array): ParsedExport {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw broken('ERR_EXPORT_NOT_ZIP');
  let entries = 0;
  let total = 0;
  let tooBig = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries++;
        total += file.originalSize;
        if (entries > RESTORE_LIMITS.maxEntries || file.originalSize > RESTORE_LIMITS.maxFileBytes) tooBig = true;
        if (total > RESTORE_LIMITS.maxTotalBytes) tooBig = true;
        // Only what a restore reads is inflated at all.
        return !tooBig && (file.name === 'manifest.json' || /^json\/[a-z-]+\.json$/.test(file.name));
      },
    });
  } catch {
    throw broken('ERR_EXPORT_NOT_ZIP');
  }
  if (tooBig) throw broken('ERR_EXPORT_TOO_LARGE');
  const manifestBytes = files['manifest.json'];
  if (!manifestBytes) throw broken('ERR_EXPORT_NO_MANIFEST');
  const manifestJson = parseJson(manifestBytes, 'manifest.json');
  const format = (manifestJson as { format?: unknown } | null)?.format;
  if (format !== EXPORT_FORMAT) throw broken('ERR_EXPORT_NO_MANIFEST');
  const manifest = ExportManifest.safeParse(manifestJson);
  if (!manifest.success) throw broken('ERR_EXPORT_BAD_FILE', ['manifest.json']);
  if (manifest.data.version !== EXPORT_VERSION) throw broken('ERR_EXPORT_VERSION', [manifest.data.version]);
  if (!knownMigrations().some((m) => m.tag === manifest.data.schemaVersion)) {
    throw broken('ERR_EXPORT_NEWER', [manifest.data.schemaVersion]);
  }
  const entities: Record<string, Row[]> = {};
  for (const spec of Object.values(EXPORTED)) {
    const name = `json/${spec.file}.json`;
    const raw = files[name];
    if (!raw) {
      if ((manifest.data.counts[spec.file] ?? 0) > 0) throw broken('ERR_EXPORT_MISSING_FILE', [name]);
      entities[spec.file] = [];
      continue;
    }
    const value = parseJson(raw, name);
    if (!Array.isArray(value) || value.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      throw broken('ERR_EXPORT_BAD_FILE', [name]);
    }
    if (unsafeTextPaths(value, 1).length > 0) throw broken('ERR_EXPORT_BAD_FILE', [name]);
    entities[spec.file] = value as Row[];
  }
  if (entities.organization?.length !== 1) throw broken('ERR_EXPORT_BAD_FILE', ['json/organization.json']);
  return { manifest: manifest.data, entities };
}

function parseJson(bytes: Uint8Array, name: string): unknown {
  try {
    return JSON.parse(strFromU8(bytes));
  } catch {
    throw broken('ERR_EXPORT_BAD_FILE', [name]);
  }
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
  for (const info of contentTables().filter((t) => t.name !== 'collections')) {
    const orgColumn = info.columns.find((c) => c.name === 'org_id')?.column as PgColumn;
    const [row] = await db.select({ one: sql<number>`1` }).from(info.table).where(eq(orgColumn, orgId)).limit(1);
    if (row) return false;
  }
  return true;
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
 */
export async function restoreExport(ctx: AppContext, member: Member, data: ParsedExport): Promise<RestoreOutcome> {
  const orgId = member.orgId;
  const { entities } = data;
  const orgRow = ExportOrganization.safeParse(entities.organization?.[0]);
  if (!orgRow.success) throw badValue('organization', 0, String(orgRow.error.issues[0]?.path[0] ?? 'name'));
  checkRevisionKinds(entities);

  try {
    return await ctx.db.transaction(async (tx) => {
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

      // The organization's name and settings (not its billing state, which stays this organization's).
      const org = convertRow(tableInfo('organizations'), entities.organization?.[0] as Row, ids, 'organization', 0);
      await tx
        .update(organizations)
        .set({
          name: orgRow.data.name,
          ...pickDefined(org, ['implementer', 'themeColor', 'freeDomains', 'nameDisplayStyle', 'defaultInviteeRole']),
          ...pickDefined(org, ['requireTwoStep']),
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
      return { counts, peopleInvited, peopleMatched };
    });
  } catch (error) {
    // What the database itself refuses (a duplicate, a value out of range): the export is at fault.
    const code = sqlState(error);
    if (code && (code.startsWith('22') || code.startsWith('23'))) {
      throw broken('ERR_EXPORT_INVALID_DATA');
    }
    throw error;
  }
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
