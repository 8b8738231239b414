import { z } from 'zod';
import { Locales, NameDisplayStyles, Themes } from '../enums.ts';
import { Id, requiredText } from './common.ts';

export const UserDetails = z.object({
  userId: Id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  userLocale: z.string(),
  timeZoneName: z.string(),
  /** The user's own choice; null follows the organization's style (its User Settings). */
  nameDisplayStyle: z.enum(NameDisplayStyles).nullable(),
  theme: z.enum(Themes),
  hasPassword: z.boolean(),
  /** Single sign-on identities linked to this account, by issuer. */
  identities: z.array(z.object({ issuer: z.string(), email: z.string().nullable() })),
});
export type UserDetails = z.infer<typeof UserDetails>;

export const UserDetailsResponse = z.object({ succeeded: z.literal(true), user: UserDetails });

export const UserProfileUpdateRequest = z.object({ firstName: requiredText(), lastName: requiredText() });
export const UserPreferencesUpdateRequest = z.object({
  userLocale: z.enum(Locales),
  /** null: follow the organization's style. */
  nameDisplayStyle: z.enum(NameDisplayStyles).nullable(),
  timeZoneName: z.string().min(1).max(64),
});

/** PUT and DELETE user/details/{id}/avatar: the new picture's URL (a new one per image), null once removed. */
export const AvatarResponse = z.object({ succeeded: z.literal(true), avatarUrl: z.string().nullable() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

/** A stored avatar's file name: the content hash of the WebP, so a new image always has a new URL. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{16,64}\.webp$/;

/** GET avatars/{accountId}/{file}: only names the store itself makes pass, so no path leaves its folder. */
export const AvatarFileParams = z.object({ accountId: Id, file: z.string().regex(AVATAR_FILE_PATTERN) });
