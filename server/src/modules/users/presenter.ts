import type { NameDisplayStyle, Theme, UserDetails } from '@eos/domain';
import type { AccountRow } from './repository.ts';

/** The account as its owner sees it on the profile page: an allow-list, never the hash. */
export function presentUserDetails(
  account: AccountRow,
  extra: { theme: string; identities: { issuer: string; email: string | null }[] },
): UserDetails {
  return {
    userId: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    avatarUrl: account.avatarUrl,
    userLocale: account.locale,
    timeZoneName: account.timeZoneName,
    nameDisplayStyle: account.nameDisplayStyle as NameDisplayStyle | null,
    theme: extra.theme as Theme,
    hasPassword: account.passwordHash !== null,
    identities: extra.identities,
  };
}
