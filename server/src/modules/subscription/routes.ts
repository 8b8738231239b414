import type { App, AppContext } from '../../context.ts';

/** What the seats cost and which addresses are free: GET payment/plans, GET subscription/domains. */
export async function subscriptionRoutes(_api: App, _ctx: AppContext): Promise<void> {}
