import type { Person, Role } from '@eos/domain';
import type { PersonRow } from './repository.ts';

/** A person as pickers, invitee lists and owners show them: an allow-list of fields. */
export function presentPerson(row: PersonRow): Person {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    role: row.role as Role,
    hasLicense: row.hasLicense,
  };
}
