import { LearningCatalogueResponse } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';

/**
 * The learning centre (000 §2, issue 19): its video catalogue, read at start (config.ts,
 * catalogue.ts). Every member of the organization may watch, Observers too ('org').
 */
export async function learningRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/learning-center/catalogue',
    { config: { access: 'org' }, schema: { response: { 200: LearningCatalogueResponse } } },
    async () => ({ succeeded: true as const, videos: ctx.config.learningCatalogue.videos }),
  );
}
