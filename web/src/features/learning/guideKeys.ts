import type { GuideKey } from '@eos/domain/guides/keys';

export { GUIDE_KEYS, type GuideKey, guidePath, isGuideKey } from '@eos/domain/guides/keys';

/** The language-pack id of the link a tool's screen shows to its guide. */
export const GUIDE_LINK_LABELS: Record<GuideKey, string> = {
  'level-10-meeting': 'LEARNING_GUIDE_LINK_L10',
  ids: 'LEARNING_GUIDE_LINK_IDS',
  rocks: 'LEARNING_GUIDE_LINK_ROCKS',
  scorecard: 'LEARNING_GUIDE_LINK_SCORECARD',
  vto: 'LEARNING_GUIDE_LINK_VTO',
  'accountability-chart': 'LEARNING_GUIDE_LINK_AC',
};
