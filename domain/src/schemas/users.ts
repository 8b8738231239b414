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
