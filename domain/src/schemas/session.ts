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
  /** Two-step verification (TOTP) is on for the account. */
  twoStepEnabled: z.boolean(),
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
  /**
   * This deployment bills (BILLING_PROVIDER sandbox or stripe). False: no trial, banners, limits or
   * billing screens anywhere, whatever the status fields say.
   */
  billingEnabled: z.boolean(),
  /**
   * The current organization requires two-step verification. With `user.twoStepEnabled` false the
   * user must turn it on before the organization's routes answer (403 ERR_TWO_STEP_REQUIRED).
   */
  orgRequiresTwoStep: z.boolean(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/**
 * GET session?offset=&tz= (002 §7): the browser's offset and zone. Reading the session changes nothing:
 * the web app saves the zone with PUT session/user/timeZone.
 */
export const SessionQuery = z.object({
  offset: z.coerce.number().int().min(-900).max(900).optional(),
  tz: z.string().max(64).optional(),
});

/** PUT session/user/timeZone: the account's time zone (an IANA name), as the browser reports it. */
export const TimeZoneRequest = z.object({ timeZoneName: z.string().min(1).max(64) });

export const NavBarPreferenceQuery = z.object({
  open: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

export const VersionResponse = z.object({ succeeded: z.literal(true), version: z.string() });
export const TimeResponse = z.object({ succeeded: z.literal(true), time: z.string() });

/** GET /health/ready: each dependency is 'up' or 'down' (redis only where REDIS_URL is set). */
export const HealthChecks = z.object({ database: z.enum(['up', 'down']), redis: z.enum(['up', 'down']).optional() });
export const HealthLiveResponse = z.object({ succeeded: z.literal(true) });
export const HealthReadyResponse = z.object({ succeeded: z.literal(true), checks: HealthChecks });
export const HealthUnavailableResponse = z.object({
  succeeded: z.literal(false),
  messages: z.array(
    z.object({
      id: z.string().optional(),
      text: z.string(),
      params: z.array(z.union([z.string(), z.number()])).optional(),
    }),
  ),
  checks: HealthChecks,
});
