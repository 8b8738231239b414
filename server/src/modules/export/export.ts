import { PassThrough, type Readable } from 'node:stream';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportManifest } from '@eos/domain';
import { stringify } from 'csv-stringify/sync';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, memberships } from '../../db/schema/index.ts';
import { EXPORTED, exportedColumns, exportOrder, type TableInfo } from './catalogue.ts';
import { latestMigration } from './migrations.ts';

export type Row = Record<string, unknown>;

/** The organization's data, by export file name (json/<file>.json), rows as plain JSON values. */
export interface OrgData {
  manifest: ExportManifest;
  entities: Record<string, Row[]>;
}

const orderBy = (info: TableInfo): SQL[] | PgColumn[] => {
  const cols = info.primaryKey.map((name) => info.columns.find((c) => c.name === name)?.column);
  return cols.filter((c): c is PgColumn => Boolean(c)).map((c) => asc(c)) as SQL[];
};

/** Every exported table's rows of one organization, in one read-only snapshot (a repeatable-read transaction). */
export async function readOrgData(db: DbOrTx, orgId: string, now = new Date()): Promise<OrgData> {
  const entities: Record<string, Row[]> = {};
  await db.transaction(
    async (tx) => {
      for (const info of exportOrder()) {
        const file = (EXPORTED[info.name] as { file: string }).file;
        const cols = exportedColumns(info);
        const scope = info.name === 'organizations' ? 'id' : 'org_id';
        const scopeColumn = info.columns.find((c) => c.name === scope)?.column as PgColumn;
        let rows: Row[];
        if (info.name === 'memberships') {
          const found = await tx
            .select({
              m: memberships,
              email: accounts.email,
              firstName: accounts.firstName,
              lastName: accounts.lastName,
            })
            .from(memberships)
            .innerJoin(accounts, eq(accounts.id, memberships.accountId))
            .where(eq(memberships.orgId, orgId))
            .orderBy(asc(memberships.id));
          rows = found.map((r) => ({
            ...pick(
              r.m as Row,
              cols.map((c) => c.key),
            ),
            email: r.email,
            firstName: r.firstName,
            lastName: r.lastName,
          }));
        } else {
          const found = await tx
            .select()
            .from(info.table)
            .where(eq(scopeColumn, orgId))
            .orderBy(...(orderBy(info) as SQL[]));
          rows = (found as Row[]).map((r) =>
            pick(
              r,
              cols.map((c) => c.key),
            ),
          );
        }
        entities[file] = rows.map(toJson);
      }
      // Repeatable read: every table as of one moment, though people keep working meanwhile.
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const org = entities.organization?.[0];
  if (!org) throw new Error('organization not found');
  return {
    manifest: {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      organization: { id: String(org.id), name: String(org.name) },
      schemaVersion: latestMigration().tag,
      counts: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, v.length])),
    },
    entities,
  };
}

function pick(row: Row, keys: string[]): Row {
  const out: Row = {};
  for (const k of keys) out[k] = row[k];
  return out;
}

/** Dates as ISO strings; everything else is already JSON. */
function toJson(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

/** The file name the browser saves: `<org-slug>-<YYYY-MM-DD>.zip`. */
export function exportFileName(orgName: string, now: Date): string {
  const slug = orgName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'organization'}-${now.toISOString().slice(0, 10)}.zip`;
}

/** Every file of the zip: manifest.json, json/<entity>.json, csv/<entity>.csv (csv/seats.csv: the charts' seats). */
export function exportFiles(data: OrgData): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {
    'manifest.json': strToU8(`${JSON.stringify(data.manifest, null, 2)}\n`),
  };
  for (const [file, rows] of Object.entries(data.entities)) {
    files[`json/${file}.json`] = strToU8(`${JSON.stringify(rows, null, 2)}\n`);
  }
  for (const [file, text] of Object.entries(csvFiles(data.entities))) files[`csv/${file}.csv`] = strToU8(text);
  return files;
}

/** The zip as a stream (fflate's streaming zip, deflated), for the reply. */
export function zipStream(files: Record<string, Uint8Array>): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  for (const [name, bytes] of Object.entries(files)) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  return out;
}

// ---- CSV: the people-facing entities in readable columns (names, emails, dates) ----

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const day = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
/** Notes as plain text: tags dropped, the common entities read. */
export function plainText(html: unknown): string {
  return text(html)
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * A text cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return: OWASP's CSV injection list), written as text: a leading apostrophe, and the cell quoted. A
 * number ('-5', '+1.5') stays a number. Only the CSV files: the JSON files keep every text exactly,
 * so a restore gives it back as it was.
 */
export function spreadsheetSafe(value: string): string | { value: string; quoted: true } {
  if (!/^[=+\-@\t\r]/.test(value) || /^[+-]?\d+(\.\d+)?$/.test(value)) return value;
  return { value: `'${value}`, quoted: true };
}

export function csvFiles(entities: Record<string, Row[]>): Record<string, string> {
  const people = new Map((entities.people ?? []).map((p) => [p.id as string, p]));
  const meetings = new Map((entities.meetings ?? []).map((m) => [m.id as string, m]));
  const name = (id: unknown) => {
    const p = people.get(id as string);
    return p ? `${text(p.firstName)} ${text(p.lastName)}`.trim() : '';
  };
  const email = (id: unknown) => text(people.get(id as string)?.email);
  const meeting = (id: unknown) => text(meetings.get(id as string)?.title);
  const csv = (header: string[], rows: unknown[][]) =>
    stringify([header, ...rows], { bom: true, cast: { string: spreadsheetSafe } });

  const rockMeetings = new Map<string, string[]>();
  for (const link of entities['rock-meetings'] ?? []) {
    const list = rockMeetings.get(link.rockId as string) ?? [];
    list.push(meeting(link.tractionId));
    rockMeetings.set(link.rockId as string, list);
  }
  const milestones = new Map<string, Row[]>();
  for (const m of entities.milestones ?? []) {
    const list = milestones.get(m.rockId as string) ?? [];
    list.push(m);
    milestones.set(m.rockId as string, list);
  }

  const measurables = entities.measurables ?? [];
  const weeks = [...new Set((entities.scores ?? []).map((s) => String(s.intervalId)))].sort();
  const score = new Map((entities.scores ?? []).map((s) => [`${s.measurableId} ${s.intervalId}`, s.value]));

  const folders = new Map((entities.folders ?? []).map((f) => [f.id as string, f]));
  const seats: unknown[][] = [];
  for (const revision of (entities.revisions ?? []).filter((r) => r.kind === 'ac')) {
    const document = revision.document as { seats?: Record<string, unknown>[] } | null;
    const list = document?.seats ?? [];
    const titleOf = new Map(list.map((seat) => [seat.id as string, text(seat.title)]));
    for (const seat of list) {
      seats.push([
        text(folders.get(revision.collectionId as string)?.title),
        revision.title,
        revision.isPublished ? 'Published' : 'Draft',
        seat.title,
        seat.parentId ? text(titleOf.get(seat.parentId as string)) : '',
        name(seat.assignedToId),
        email(seat.assignedToId),
        Array.isArray(seat.roles) ? seat.roles.map(text).join('; ') : '',
        plainText(seat.notes),
      ]);
    }
  }

  return {
    seats: csv(['Folder', 'Chart', 'State', 'Seat', 'Reports to', 'Holder', 'Holder email', 'Roles', 'Notes'], seats),
    people: csv(
      ['First name', 'Last name', 'Email', 'Role', 'License', 'Joined', 'Implementer', 'Added'],
      (entities.people ?? []).map((p) => [
        p.firstName,
        p.lastName,
        p.email,
        p.role,
        p.hasLicense ? 'yes' : 'no',
        p.joinedAt ? day(p.joinedAt) : 'invited',
        p.isImplementer ? 'yes' : 'no',
        day(p.createdAt),
      ]),
    ),
    rocks: csv(
      ['Title', 'Owner', 'Owner email', 'Type', 'Status', 'Due date', 'Completed', 'Meetings', 'Milestones', 'Notes'],
      (entities.rocks ?? []).map((r) => [
        r.title,
        name(r.ownerId),
        email(r.ownerId),
        r.type,
        r.status,
        r.dueDate,
        day(r.completedAt),
        (rockMeetings.get(r.id as string) ?? []).join('; '),
        (milestones.get(r.id as string) ?? [])
          .map((m) => `${m.done ? '[x]' : '[ ]'} ${text(m.title)} (${text(m.dueDate)})`)
          .join('; '),
        plainText(r.contentHtml),
      ]),
    ),
    todos: csv(
      ['Title', 'Owner', 'Owner email', 'Meeting', 'Due date', 'Status', 'Completed', 'Created', 'Notes'],
      (entities.todos ?? []).map((t) => [
        t.title,
        name(t.ownerId),
        email(t.ownerId),
        t.tractionId ? meeting(t.tractionId) : '(personal)',
        t.dueDate,
        t.status,
        day(t.completedAt),
        day(t.createdAt),
        plainText(t.contentHtml),
      ]),
    ),
    issues: csv(
      ['Title', 'Owner', 'Owner email', 'Meeting', 'Status', 'Solved', 'Created', 'Notes'],
      (entities.issues ?? []).map((i) => [
        i.title,
        name(i.ownerId),
        email(i.ownerId),
        meeting(i.tractionId),
        i.status,
        day(i.solvedAt),
        day(i.createdAt),
        plainText(i.contentHtml),
      ]),
    ),
    headlines: csv(
      ['Title', 'Owner', 'Owner email', 'Meeting', 'Status', 'Created', 'Notes'],
      (entities.headlines ?? []).map((h) => [
        h.title,
        name(h.ownerId),
        email(h.ownerId),
        meeting(h.tractionId),
        h.status,
        day(h.createdAt),
        plainText(h.contentHtml),
      ]),
    ),
    measurables: csv(
      ['Title', 'Owner', 'Owner email', 'Meeting', 'Goal', 'Comparison', 'Unit', 'Scale', 'Status', ...weeks],
      measurables.map((m) => [
        m.title,
        name(m.ownerId),
        email(m.ownerId),
        meeting(m.tractionId),
        m.goalValue,
        m.comparison,
        m.unitOfMeasure,
        m.valueScale,
        m.status,
        ...weeks.map((w) => text(score.get(`${m.id} ${w}`))),
      ]),
    ),
  };
}
