import type { Role } from '../enums.ts';
import { can } from '../permissions.ts';

export interface MeetingAccessFacts {
  role: Role;
  personId: string;
  ownerId: string;
  inviteeIds: readonly string[];
}

/**
 * Who may edit a meeting: the organization's Owner and Admins, and licensed people who own the
 * meeting or are invited to it. Observers never (000 §6).
 */
export function canEditMeeting(f: MeetingAccessFacts): boolean {
  if (!can(f.role, 'meetings.update')) return false;
  if (f.role === 'Owner' || f.role === 'Admin') return true;
  return f.ownerId === f.personId || f.inviteeIds.includes(f.personId);
}

/** Deleting a meeting: the Owner and Admins, or its own owner when licensed. */
export function canDeleteMeeting(f: MeetingAccessFacts): boolean {
  if (f.role === 'Owner' || f.role === 'Admin') return true;
  return can(f.role, 'meetings.update') && f.ownerId === f.personId;
}

/**
 * Handing the meeting to another owner: whoever may delete it (the Owner and Admins, or its own owner).
 * The new owner may delete it, so an invitee who could hand it to themselves could delete by a detour.
 */
export const canChangeMeetingOwner = canDeleteMeeting;

export interface AgendaTemplateFacts {
  role: Role;
  personId: string;
  /** Who saved the template; null once they left the organization. */
  createdById: string | null;
}

/**
 * Changing or deleting a saved agenda template of the organization: the one who saved it (while their
 * role may create meetings), the Owner and Admins. Everyone who creates meetings may use any template.
 */
export function canManageAgendaTemplate(f: AgendaTemplateFacts): boolean {
  if (!can(f.role, 'meetings.create')) return false;
  if (f.role === 'Owner' || f.role === 'Admin') return true;
  return f.createdById !== null && f.createdById === f.personId;
}
