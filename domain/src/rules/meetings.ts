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

/** Handing the meeting to another owner: whoever may edit it. */
export const canChangeMeetingOwner = canEditMeeting;
