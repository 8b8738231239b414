import { z } from 'zod';
import { InviteeRoles, NameDisplayStyles, PaymentStatuses, SubscriptionStatuses, Themes } from '../enums.ts';
import { DOMAIN_PATTERN, normalizeDomain } from '../rules/people.ts';
import { Id, M, requiredText, Succeeded } from './common.ts';

export const Org = z.object({
  id: Id,
  name: z.string(),
  implementer: z.string().nullable(),
  themeColor: z.enum(Themes),
  subscriptionStatus: z.enum(SubscriptionStatuses),
  paymentStatus: z.enum(PaymentStatuses),
  trialEndsAt: z.string().nullable(),
  created: z.string(),
  /** The Owner requires two-step verification of every member (PUT org/{id}/two-step). */
  requireTwoStep: z.boolean(),
});
export type Org = z.infer<typeof Org>;

export const OrgCreateRequest = z.object({ name: requiredText() });
export type OrgCreateRequest = z.infer<typeof OrgCreateRequest>;
export const OrgUpdateRequest = z.object({ name: requiredText() });

export const OrgResponse = z.object({ succeeded: z.literal(true), org: Org });
export const OrgListResponse = z.object({ succeeded: z.literal(true), items: z.array(Org) });

export const ThemeParams = z.object({ orgId: Id, theme: z.enum(Themes) });
export const OrgIdParams = z.object({ orgId: Id });

/** One free company domain as typed ('@Acme.com ' reads acme.com); refused unless it is a host name. */
export const FreeDomain = z
  .string({ error: M.required })
  .max(253, { error: M.maxLength })
  .transform(normalizeDomain)
  .pipe(z.string().min(1, { error: M.required }).regex(DOMAIN_PATTERN, { error: 'VAL_INVALID_DOMAIN' }));

/**
 * The organization's people defaults (the User Settings tab): free company domains (001 §6), the
 * name display style its people see unless they chose their own (002 §9), the default invitee role.
 */
export const OrgUserSettings = z.object({
  freeDomains: z.array(z.string()),
  nameDisplayStyle: z.enum(NameDisplayStyles),
  defaultInviteeRole: z.enum(InviteeRoles),
});
export type OrgUserSettings = z.infer<typeof OrgUserSettings>;

export const OrgUserSettingsUpdateRequest = z.object({
  freeDomains: z.array(FreeDomain).max(50),
  nameDisplayStyle: z.enum(NameDisplayStyles),
  defaultInviteeRole: z.enum(InviteeRoles),
});
export type OrgUserSettingsUpdateRequest = z.infer<typeof OrgUserSettingsUpdateRequest>;
export const OrgUserSettingsResponse = Succeeded.extend({ settings: OrgUserSettings });

/** GET subscription/domains (001 §7): the free company domains. */
export const FreeDomainsResponse = Succeeded.extend({ domains: z.array(z.string()) });
