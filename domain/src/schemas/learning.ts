import { z } from 'zod';
import { LearningLibraries, videoEmbed } from '../rules/learning.ts';
import { M } from './common.ts';

/**
 * One video of the learning centre (002 §3 'video: id, url (looked up from a static list)'). The id
 * is the route's anchorVideoKey (/learning-center/{library}/{id}), so it is a short slug; duration is
 * in seconds; topic is what the search and the card's badge name (Meetings, IDS, Rocks…).
 */
export const LearningVideo = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: M.invalid }),
  library: z.enum(LearningLibraries),
  url: z
    .string()
    .max(2000)
    .refine((url) => videoEmbed(url) !== null, { error: M.invalid }),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(2000).default(''),
  duration: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600),
  topic: z.string().trim().min(1).max(60),
});
export type LearningVideo = z.infer<typeof LearningVideo>;

/**
 * The catalogue: the repository's default (server/src/modules/learning/catalogue.json) or the
 * operator's file named by LEARNING_CATALOGUE, validated at start. Ids are unique.
 */
export const LearningCatalogue = z
  .strictObject({ videos: z.array(LearningVideo).max(1000) })
  .refine(({ videos }) => new Set(videos.map((v) => v.id)).size === videos.length, {
    error: M.invalid,
    path: ['videos'],
    params: { reason: 'duplicate-id' },
  });
export type LearningCatalogue = z.infer<typeof LearningCatalogue>;

/** GET learning-center/catalogue. */
export const LearningCatalogueResponse = z.object({
  succeeded: z.literal(true),
  videos: z.array(LearningVideo),
});
export type LearningCatalogueResponse = z.infer<typeof LearningCatalogueResponse>;
