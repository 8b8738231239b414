/**
 * The learning centre's written guides by key: their address (/learning-center/guides/{key}) and the
 * language-pack id of the link a tool's screen shows to its guide. The texts themselves are in
 * guides/ and load with the learning centre only.
 */
export const GUIDE_KEYS = ['level-10-meeting', 'ids', 'rocks', 'scorecard', 'vto', 'accountability-chart'] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];

export const GUIDE_LINK_LABELS: Record<GuideKey, string> = {
  'level-10-meeting': 'LEARNING_GUIDE_LINK_L10',
  ids: 'LEARNING_GUIDE_LINK_IDS',
  rocks: 'LEARNING_GUIDE_LINK_ROCKS',
  scorecard: 'LEARNING_GUIDE_LINK_SCORECARD',
  vto: 'LEARNING_GUIDE_LINK_VTO',
  'accountability-chart': 'LEARNING_GUIDE_LINK_AC',
};

export const guidePath = (key: GuideKey) => `/learning-center/guides/${key}`;

export function isGuideKey(value: string | undefined): value is GuideKey {
  return (GUIDE_KEYS as readonly string[]).includes(value ?? '');
}
