import type { App, AppContext } from '../context.ts';
import { acRoutes } from './ac/routes.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { avatarRoutes } from './avatars/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { collectionRoutes } from './collections/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { exportRoutes } from './export/routes.ts';
import { headlineRoutes } from './headlines/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { importRoutes } from './import/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { issueRoutes } from './issues/routes.ts';
import { learningRoutes } from './learning/routes.ts';
import { liveMeetingRoutes } from './live-meeting/routes.ts';
import { mcpRoutes } from './mcp/routes.ts';
import { meetingRoutes } from './meetings/routes.ts';
import { metaRoutes } from './meta/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { orgRoutes } from './orgs/routes.ts';
import { pdfRoutes } from './pdf/routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { rockRoutes } from './rocks/routes.ts';
import { scorecardRoutes } from './scorecard/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { subscriptionRoutes } from './subscription/routes.ts';
import { todoRoutes } from './todos/routes.ts';
import { orgTokenRoutes } from './tokens/org-routes.ts';
import { tokenRoutes } from './tokens/routes.ts';
import { userRoutes } from './users/routes.ts';
import { vtoRoutes } from './vto/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

/** Every feature module, registered under /api/v2. */
export async function registerModules(api: App, ctx: AppContext): Promise<void> {
  await metaRoutes(api, ctx);
  await healthRoutes(api, ctx);
  await authRoutes(api, ctx);
  await sessionRoutes(api, ctx);
  await orgRoutes(api, ctx);
  await userRoutes(api, ctx);
  await tokenRoutes(api, ctx);
  await orgTokenRoutes(api, ctx);
  await webhookRoutes(api, ctx);
  await peopleRoutes(api, ctx);
  await invitationRoutes(api, ctx);
  await subscriptionRoutes(api, ctx);
  // Payment methods and the account email: only with a payment provider (BILLING_PROVIDER sandbox or
  // stripe); with none billing does not exist and these answer 404. Loaded then only (with the country lists).
  if (ctx.payments) {
    await (await import('./billing/routes.ts')).billingRoutes(api, ctx);
    await (await import('./subscription/billing-routes.ts')).subscriptionBillingRoutes(api, ctx);
    await (await import('./subscription/webhook-routes.ts')).stripeWebhookRoutes(api, ctx);
  }
  await avatarRoutes(api, ctx);
  await meetingRoutes(api, ctx);
  await calendarRoutes(api, ctx);
  await pdfRoutes(api, ctx);
  await todoRoutes(api, ctx);
  await issueRoutes(api, ctx);
  await headlineRoutes(api, ctx);
  await rockRoutes(api, ctx);
  await scorecardRoutes(api, ctx);
  await liveMeetingRoutes(api, ctx);
  await dashboardRoutes(api, ctx);
  await notificationRoutes(api, ctx);
  await collectionRoutes(api, ctx);
  await vtoRoutes(api, ctx);
  await acRoutes(api, ctx);
  await learningRoutes(api, ctx);
  await mcpRoutes(api, ctx);
  await assistantRoutes(api, ctx);
  await chatRoutes(api, ctx);
  await exportRoutes(api, ctx);
  await importRoutes(api, ctx);
}
