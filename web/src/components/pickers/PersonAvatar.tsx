import type { Person } from '@eos/domain';
import { Avatar, type AvatarProps } from '@mantine/core';

/** The fields a picker needs to show a person: enough for the session user too, who is no Person row. */
export type PersonLike = Pick<Person, 'id' | 'firstName' | 'lastName' | 'avatarUrl'> & { email?: string };

/** A person's photo, or their initials in a colour derived from the name. */
export function PersonAvatar({ person, ...props }: { person: PersonLike } & AvatarProps) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return <Avatar src={person.avatarUrl} alt={name} color="initials" name={name} {...props} />;
}
