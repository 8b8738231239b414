import { z } from 'zod';
import {
  ExperienceLevels,
  NameDisplayStyles,
  PaymentStatuses,
  Roles,
  SubscriptionStatuses,
  Themes,
  UpgradeRequestStatuses,
} from '../enums.ts';
import { Abilities } from '../permissions.ts';
import { Id } from './common.ts';

/** An organization as the user's org list shows it. */
export const OrgSummary = z.object({
  id: Id,
  name: z.string(),
  role: z.enum(Roles),
  isDefault: z.boolean(),
  theme: z.enum(Themes),
  implementer: z.string().nullable(),
});
export type OrgSummary = z.infer<typeof OrgSummary>;

export const SessionUser = z.object({
  userId: Id,
  /** The person id of this user in the current organization (null without one). */
  personId: Id.nullable(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(Roles)),
  permissions: z.array(z.string()),
  abilities: z.array(z.enum(Abilities)),
  orgs: z.array(OrgSummary),
  userLocale: z.string(),
  timeZoneName: z.string(),
  currencyCode: z.string(),
  experienceLevel: z.enum(ExperienceLevels),
  navBarOpen: z.boolean(),
  avatarUrl: z.string().nullable(),
  upgradeRequestStatus: z.enum(UpgradeRequestStatuses),
  theme: z.enum(Themes),
  nameDisplayStyle: z.enum(NameDisplayStyles),
  hasPassword: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({
  succeeded: z.literal(true),
  hasAccount: z.boolean(),
  /** Public id of this sign-in session: DELETE session/{sessionId} signs out. */
  sessionId: z.string().nullable(),
  orgId: Id.nullable(),
  user: SessionUser.nullable(),
  orgSubscriptionStatus: z.enum(SubscriptionStatuses).nullable(),
  orgSubscriptionPaymentStatus: z.enum(PaymentStatuses).nullable(),
  orgRemainingSubscriptionDays: z.number().nullable(),
  orgInGracePeriod: z.boolean(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SessionQuery = z.object({
  offset: z.coerce.number().int().min(-900).max(900).optional(),
  tz: z.string().max(64).optional(),
});

export const NavBarPreferenceQuery = z.object({
  open: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

export const VersionResponse = z.object({ succeeded: z.literal(true), version: z.string() });
export const TimeResponse = z.object({ succeeded: z.literal(true), time: z.string() });
