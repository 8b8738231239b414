import {
  type ImportEntity,
  type ImportInvitee,
  type ImportInviteRole,
  type ImportKind,
  ImportMessages,
  type ImportPreviewRequest,
  type ImportPreviewRow,
  type ImportProblem,
} from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, meetings, memberships } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { readCsv } from './csv.ts';
import { type ItemDraft, type OwnerRef, problem, readRows } from './rows.ts';
import { parseWith } from './sources/index.ts';
import { splitName } from './values.ts';

/** A person of the organization as the import matches them. */
interface OrgPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface OrgMeeting {
  id: string;
  title: string;
  threadId: string;
  isLT: boolean;
}

/** Who owns a row: a person of the organization, or someone the import invites (by address). */
export type OwnerTarget = { personId: string } | { inviteEmail: string };

export interface PlannedItem extends Omit<ItemDraft, 'owner' | 'team' | 'kind' | 'dueDate'> {
  kind: Exclude<ImportKind, 'person'>;
  owner: OwnerTarget;
  meetingId: string;
  dueDate: string;
}

export interface PlannedPerson {
  row: number;
  email: string;
  /** Already a person of the organization: only added to the meeting. */
  personId: string | null;
  meetingIds: string[];
}

/** What an import would do: the preview's answer, and what the import writes. */
export interface ImportPlan {
  total: number;
  rows: ImportPreviewRow[];
  problems: ImportProblem[];
  invitees: ImportInvitee[];
  items: PlannedItem[];
  people: PlannedPerson[];
  meetings: Map<string, OrgMeeting>;
}

async function orgPeople(db: DbOrTx, orgId: string): Promise<OrgPerson[]> {
  return db
    .select({ id: memberships.id, email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.orgId, orgId));
}

async function orgMeetings(db: DbOrTx, orgId: string): Promise<OrgMeeting[]> {
  return db
    .select({ id: meetings.id, title: meetings.title, threadId: meetings.threadId, isLT: meetings.isLT })
    .from(meetings)
    .where(and(eq(meetings.orgId, orgId)));
}

const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const fullName = (p: { firstName: string; lastName: string }) => fold(`${p.firstName} ${p.lastName}`);

/** The last day of the quarter `today` is in: a Rock without a due date is due then. */
export function quarterEnd(today: Date): string {
  const y = today.getUTCFullYear();
  const q = Math.floor(today.getUTCMonth() / 3);
  return new Date(Date.UTC(y, q * 3 + 3, 0)).toISOString().slice(0, 10);
}
const inAWeek = (today: Date) => new Date(today.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * Reads the file through its source's parser, checks every row, and matches owners and meetings in
 * the organization: owners by email first, then by full name; an owner with an email the
 * organization does not have is invited; one matched by neither is a problem. Rows go to the chosen
 * meeting, else to the meeting their Team column names. Three queries, whatever the number of rows.
 */
export async function planImport(
  db: DbOrTx,
  orgId: string,
  body: ImportPreviewRequest,
  today = new Date(),
): Promise<ImportPlan> {
  const table = await readCsv(body.csv);
  const sourceRows = parseWith(body.source, table, body.entity, body.mapping);
  const read = readRows(sourceRows, body.entity, body.inviteRole);
  const [people, meetingList] = await Promise.all([orgPeople(db, orgId), orgMeetings(db, orgId)]);
  const meetingsById = new Map(meetingList.map((m) => [m.id, m]));
  const chosen = body.meetingId ? meetingsById.get(body.meetingId) : undefined;
  if (body.meetingId && !chosen) throw notFound();
  const meetingsByTitle = new Map(meetingList.map((m) => [fold(m.title), m]));
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  const byName = new Map<string, OrgPerson | null>();
  for (const p of people) {
    const key = fullName(p);
    byName.set(key, byName.has(key) ? null : p); // Two people of one name: neither is guessed.
  }

  const problems = [...read.problems];
  const invitees = new Map<string, ImportInvitee>();
  const used = new Map<string, OrgMeeting>();

  const meetingFor = (row: number, team: { value: string; column: string }): OrgMeeting | null => {
    if (chosen) return chosen;
    if (team.value === '') {
      problems.push(problem(row, team.column, ImportMessages.noMeeting));
      return null;
    }
    const found = meetingsByTitle.get(fold(team.value));
    if (!found) problems.push(problem(row, team.column, ImportMessages.unknownTeam, [team.value.slice(0, 100)]));
    return found ?? null;
  };

  const ownerFor = (row: number, ref: OwnerRef): { target: OwnerTarget; name: string; invited: boolean } | null => {
    const found = (ref.email && byEmail.get(ref.email)) || (ref.name && byName.get(fold(ref.name))) || null;
    if (found)
      return { target: { personId: found.id }, name: `${found.firstName} ${found.lastName}`.trim(), invited: false };
    if (ref.email && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(ref.email) && ref.email.length <= 254) {
      if (!invitees.has(ref.email)) {
        const names = ref.name ? splitName(ref.name) : { firstName: ref.email.split('@')[0] ?? '', lastName: '' };
        invitees.set(ref.email, {
          email: ref.email,
          firstName: names.firstName.slice(0, 100),
          lastName: names.lastName.slice(0, 100),
          role: body.inviteRole,
        });
      }
      return { target: { inviteEmail: ref.email }, name: ref.name || ref.email, invited: true };
    }
    if (!ref.name && !ref.email) problems.push(problem(row, ref.nameColumn, ImportMessages.missingOwner));
    else if (ref.email && !ref.name)
      problems.push(problem(row, ref.emailColumn, ImportMessages.badEmail, [ref.email.slice(0, 60)]));
    else problems.push(problem(row, ref.nameColumn, ImportMessages.unknownOwner, [ref.name.slice(0, 100)]));
    return null;
  };

  const rows: ImportPreviewRow[] = [];
  const items: PlannedItem[] = [];
  const plannedPeople: PlannedPerson[] = [];

  const badDates = new Set(read.problems.filter((p) => p.id === ImportMessages.badDate).map((p) => p.row));
  for (const draft of read.items) {
    const before = problems.length;
    const meeting = meetingFor(draft.row, draft.team);
    const owner = ownerFor(draft.row, draft.owner);
    const dueDate = draft.dueDate ?? (draft.kind === 'rock' ? quarterEnd(today) : inAWeek(today));
    rows.push({
      row: draft.row,
      kind: draft.kind,
      title: draft.title,
      ownerName: owner?.name ?? (draft.owner.name || draft.owner.email),
      ownerInvited: owner?.invited ?? false,
      // A date that could not be read shows as none (its problem says why), not as the default.
      dueDate: (draft.kind === 'rock' || draft.kind === 'todo') && !badDates.has(draft.row) ? dueDate : null,
      status: draft.status || null,
      meetingTitle: meeting?.title ?? draft.team.value,
      weeks: draft.measurable?.weeks.length ?? 0,
      valid: true,
    });
    if (meeting && owner && draft.kind && draft.kind !== 'person' && problems.length === before) {
      const { owner: _o, team: _t, kind: _k, dueDate: _d, ...rest } = draft;
      items.push({ ...rest, kind: draft.kind, owner: owner.target, meetingId: meeting.id, dueDate });
    }
  }

  const seenEmails = new Set<string>();
  for (const person of read.people) {
    if (person.email && seenEmails.has(person.email)) {
      problems.push(problem(person.row, 'email', ImportMessages.duplicateEmail, [person.email]));
    }
    seenEmails.add(person.email);
    const existing = person.email ? byEmail.get(person.email) : undefined;
    const meetingIds: string[] = [];
    if (chosen) meetingIds.push(chosen.id);
    else
      for (const name of person.team.value.split(/[;,|]/)) {
        const found = meetingsByTitle.get(fold(name));
        if (found) meetingIds.push(found.id);
      }
    const invited = !existing && Boolean(person.email);
    if (invited && !invitees.has(person.email)) {
      invitees.set(person.email, {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        role: person.role,
      });
    }
    rows.push({
      row: person.row,
      kind: 'person',
      title: person.email,
      ownerName: existing
        ? `${existing.firstName} ${existing.lastName}`.trim()
        : `${person.firstName} ${person.lastName}`.trim(),
      ownerInvited: invited,
      dueDate: null,
      status: null,
      meetingTitle: meetingIds.map((id) => meetingsById.get(id)?.title ?? '').join(', '),
      weeks: 0,
      valid: true,
    });
    if (person.email)
      plannedPeople.push({ row: person.row, email: person.email, personId: existing?.id ?? null, meetingIds });
  }

  // Rows with a problem are flagged; an invitee whose every row has one is not invited.
  const badRows = new Set(problems.map((p) => p.row));
  for (const row of rows) row.valid = !badRows.has(row.row);
  const validPeople = plannedPeople.filter((p) => !badRows.has(p.row));
  const validItems = items.filter((i) => !badRows.has(i.row));
  for (const id of [...validItems.map((i) => i.meetingId), ...validPeople.flatMap((p) => p.meetingIds)]) {
    const m = meetingsById.get(id);
    if (m) used.set(id, m);
  }
  const neededInvites = new Set<string>([
    ...validItems.flatMap((i) => ('inviteEmail' in i.owner ? [i.owner.inviteEmail] : [])),
    ...validPeople.filter((p) => !p.personId).map((p) => p.email),
  ]);
  problems.sort((a, b) => a.row - b.row);
  return {
    total: rows.length,
    rows,
    problems,
    invitees: [...invitees.values()].filter((i) => neededInvites.has(i.email)),
    items: validItems,
    people: validPeople,
    meetings: used,
  };
}

/** The rows the import creates: those without problems. */
export const validCount = (plan: ImportPlan) => plan.rows.filter((r) => r.valid).length;

export type { ImportEntity, ImportInviteRole };
