import { z } from 'zod';
import { PaymentStatuses, SubscriptionStatuses, Themes } from '../enums.ts';
import { Id, requiredText } from './common.ts';

export const Org = z.object({
  id: Id,
  name: z.string(),
  implementer: z.string().nullable(),
  themeColor: z.enum(Themes),
  subscriptionStatus: z.enum(SubscriptionStatuses),
  paymentStatus: z.enum(PaymentStatuses),
  trialEndsAt: z.string().nullable(),
  created: z.string(),
});
export type Org = z.infer<typeof Org>;

export const OrgCreateRequest = z.object({ name: requiredText() });
export type OrgCreateRequest = z.infer<typeof OrgCreateRequest>;
export const OrgUpdateRequest = z.object({ name: requiredText() });

export const OrgResponse = z.object({ succeeded: z.literal(true), org: Org });
export const OrgListResponse = z.object({ succeeded: z.literal(true), items: z.array(Org) });

export const ThemeParams = z.object({ orgId: Id, theme: z.enum(Themes) });
export const OrgIdParams = z.object({ orgId: Id });
