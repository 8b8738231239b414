import type { SessionUser } from '@eos/domain';
import type { PersonLike } from './PersonAvatar';

/** The signed-in user as a person picker shows them: the default owner of what they add. */
export function selfAsPerson(
  user: Pick<SessionUser, 'personId' | 'firstName' | 'lastName' | 'avatarUrl' | 'email'>,
): PersonLike[] {
  if (!user.personId) return [];
  return [
    {
      id: user.personId,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarUrl: user.avatarUrl,
      email: user.email,
    },
  ];
}
