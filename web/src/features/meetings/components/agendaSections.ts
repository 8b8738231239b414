import { type AgendaItemType, AgendaItemTypes } from '@eos/domain';

/** Types a user can add: RockReview is the old name of Rocks and is never offered (domain normalizes it). */
export const ADDABLE_SECTION_TYPES = AgendaItemTypes.filter((type) => type !== 'RockReview');

/** The live meeting's icon per section type, as the built-in Level 10 agenda names them. */
const SECTION_ICON: Record<AgendaItemType, string> = {
  Segue: 'mood-smile',
  Scorecard: 'chart-bar',
  RockReview: 'target',
  Rocks: 'target',
  Headlines: 'news',
  ToDoList: 'checklist',
  IDS: 'bulb',
  Conclude: 'flag',
  Custom: 'point',
};

export const sectionIcon = (type: AgendaItemType) => SECTION_ICON[type];
