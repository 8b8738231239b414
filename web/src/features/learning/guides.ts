import { GUIDE_KEYS, type GuideKey } from './guideKeys';
import accountabilityChart from './guides/accountability-chart.md?raw';
import ids from './guides/ids.md?raw';
import level10 from './guides/level-10-meeting.md?raw';
import rocks from './guides/rocks.md?raw';
import scorecard from './guides/scorecard.md?raw';
import vto from './guides/vto.md?raw';

/**
 * A written guide: content in the product's own words, kept as Markdown in guides/ (the part of it
 * components/MarkdownText draws). Its first line is its title ('## '), its first paragraph its summary.
 */
export interface Guide {
  key: GuideKey;
  title: string;
  summary: string;
  topic: string;
  markdown: string;
}

const SOURCES: Record<GuideKey, { markdown: string; topic: string }> = {
  'level-10-meeting': { markdown: level10, topic: 'Meetings' },
  ids: { markdown: ids, topic: 'IDS' },
  rocks: { markdown: rocks, topic: 'Rocks' },
  scorecard: { markdown: scorecard, topic: 'Scorecard' },
  vto: { markdown: vto, topic: 'V/TO' },
  'accountability-chart': { markdown: accountabilityChart, topic: 'Accountability Chart' },
};

function guideOf(key: GuideKey): Guide {
  const { markdown, topic } = SOURCES[key];
  const title = /^#{1,3}\s+(.*)$/m.exec(markdown)?.[1]?.trim() ?? key;
  const summary = markdown.split(/\r?\n\s*\r?\n/).find((part) => part.trim() && !/^\s*[#-]/.test(part)) ?? '';
  return { key, title, summary: summary.replace(/\s+/g, ' ').trim(), topic, markdown };
}

/** Every guide, in the order the learning centre lists them. */
export const GUIDES: Guide[] = GUIDE_KEYS.map(guideOf);
