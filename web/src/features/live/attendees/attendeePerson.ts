import type { PersonLike } from '../../../components/pickers/PersonAvatar';

interface NamedPerson {
  personId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

/** An attendee (live or in a summary) as PersonAvatar takes a person. */
export function attendeePerson(a: NamedPerson): PersonLike {
  return { id: a.personId, firstName: a.firstName, lastName: a.lastName, avatarUrl: a.avatarUrl };
}
