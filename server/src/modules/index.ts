import type { App, AppContext } from '../context.ts';
import { metaRoutes } from './meta/routes.ts';

/** Every feature module, registered under /api/v2. */
export async function registerModules(api: App, ctx: AppContext): Promise<void> {
  await metaRoutes(api, ctx);
}
