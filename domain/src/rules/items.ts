import type { Role } from '../enums.ts';
import { can } from '../permissions.ts';

export interface ItemAccessFacts {
  role: Role;
  personId: string;
  /** The item's owner. */
  ownerId: string;
  /** Invitees of the item's meeting; empty for a personal To-Do. */
  meetingInviteeIds: readonly string[];
  isPersonal?: boolean;
}

/**
 * Who may change a meeting item (Rock, To-Do, Issue, Headline). Observers never (000 §6). A personal
 * To-Do belongs to its owner alone. Otherwise the organization's Owner and Admins, the item's owner,
 * and the people invited to its meeting. (Per-item visibility settings, 001 §6, refine this later.)
 */
export function canEditItem(f: ItemAccessFacts): boolean {
  if (!can(f.role, 'items.write')) return false;
  if (f.isPersonal) return f.ownerId === f.personId;
  if (f.role === 'Owner' || f.role === 'Admin') return true;
  return f.ownerId === f.personId || f.meetingInviteeIds.includes(f.personId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Past its due date (a 'YYYY-MM-DD' day, ending at the end of that UTC day) and not done. */
export function isTodoOverdue(dueDate: string, status: string, now: Date = new Date()): boolean {
  if (status === 'Done' || status === 'Pending' || status === 'Removed') return false;
  return Date.parse(`${dueDate}T00:00:00Z`) + DAY_MS <= now.getTime();
}

/** Open for more than two weeks (002 §9: a To-Do should not stay over two weeks). */
export function isTodoStale(created: Date, status: string, now: Date = new Date()): boolean {
  if (status === 'Done' || status === 'Pending' || status === 'Removed') return false;
  return now.getTime() - created.getTime() > 14 * DAY_MS;
}

/** The default due date of a new To-Do: 7 days from today (000 §9), as 'YYYY-MM-DD'. */
export function defaultTodoDueDate(today: Date = new Date()): string {
  return new Date(today.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
}
