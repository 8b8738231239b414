/**
 * The learning centre's written guides by key, and their address (/learning-center/guides/{key}). The
 * texts themselves are in all.ts (and text/), loaded only where they are read: the learning centre and
 * the help chat's guide search.
 */
export const GUIDE_KEYS = ['level-10-meeting', 'ids', 'rocks', 'scorecard', 'vto', 'accountability-chart'] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];

export const guidePath = (key: GuideKey) => `/learning-center/guides/${key}`;

export function isGuideKey(value: string | undefined): value is GuideKey {
  return (GUIDE_KEYS as readonly string[]).includes(value ?? '');
}
