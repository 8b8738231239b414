import { FEATURE_FLAG_DEFAULTS, type FeatureFlags, languagePack, TimeResponse, VersionResponse } from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';

/** The flags in force: the spec's defaults, then the FEATURE_FLAGS overrides of this deployment. */
export function featureFlags(ctx: AppContext): FeatureFlags {
  return { ...FEATURE_FLAG_DEFAULTS, ...ctx.config.featureFlagOverrides };
}

const LanguageParams = z.object({ file: z.string().regex(/^[a-zA-Z]{2}(-[a-zA-Z]{2})?\.json$/) });

export async function metaRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/version',
    { config: { access: 'public', sessionless: true }, schema: { response: { 200: VersionResponse } } },
    async () => ({
      succeeded: true as const,
      version: ctx.config.buildVersion,
    }),
  );

  api.get(
    '/time',
    { config: { access: 'public', sessionless: true }, schema: { response: { 200: TimeResponse } } },
    async () => ({
      succeeded: true as const,
      time: new Date().toISOString(),
    }),
  );

  api.get(
    '/app-configuration/feature-flags',
    {
      config: { access: 'public', sessionless: true },
      schema: { response: { 200: z.record(z.string(), z.boolean()) } },
    },
    async () => featureFlags(ctx),
  );

  api.get(
    '/loki/languages/:file',
    { config: { access: 'public', sessionless: true }, schema: { params: LanguageParams } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return languagePack(request.params.file.replace(/\.json$/, ''));
    },
  );
}
