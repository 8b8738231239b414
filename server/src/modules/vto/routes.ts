import type { App, AppContext } from '../../context.ts';
import { issueMoveRoutes } from './issue-move-routes.ts';
import { vtoPdfRoutes } from './pdf-routes.ts';
import { planRoutes } from './plan-routes.ts';
import { restoreRoutes } from './restore-routes.ts';
import { tractionRoutes } from './traction-routes.ts';
import { visionRoutes } from './vision-routes.ts';

/** The V/TO's parts under vto/collection/{c}/revision/{r}/ (002 §7), and its PDF. */
export async function vtoRoutes(api: App, ctx: AppContext): Promise<void> {
  visionRoutes(api, ctx);
  planRoutes(api, ctx);
  tractionRoutes(api, ctx);
  vtoPdfRoutes(api, ctx);
  issueMoveRoutes(api, ctx);
  restoreRoutes(api, ctx);
}
