import type { Person } from '@eos/domain';
import { Avatar, type AvatarProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** The fields a picker needs to show a person: enough for the session user too, who is no Person row. */
export type PersonLike = Pick<Person, 'id' | 'firstName' | 'lastName' | 'avatarUrl'> & { email?: string };

/**
 * Initials are drawn white on a filled colour picked from the name. Only colours whose filled shade
 * keeps white text above 4.5:1 are allowed: the light variants and the bright hues (blue too, 4.2:1)
 * fail WCAG AA.
 */
const READABLE_INITIALS_COLORS = ['indigo', 'violet', 'grape', 'pink', 'dark'];

/** A person's photo, or their initials in a colour derived from the name. */
type PersonAvatarProps = { person: PersonLike } & AvatarProps &
  Omit<ComponentPropsWithoutRef<'div'>, keyof AvatarProps>;

export function PersonAvatar({ person, ...props }: PersonAvatarProps) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <Avatar
      src={person.avatarUrl}
      alt={name}
      color="initials"
      variant="filled"
      allowedInitialsColors={READABLE_INITIALS_COLORS}
      name={name}
      {...props}
    />
  );
}
