import { GUIDE_KEYS, type GuideKey } from './keys.ts';
import { markdown as accountabilityChart } from './text/accountability-chart.ts';
import { markdown as ids } from './text/ids.ts';
import { markdown as level10 } from './text/level-10-meeting.ts';
import { markdown as rocks } from './text/rocks.ts';
import { markdown as scorecard } from './text/scorecard.ts';
import { markdown as vto } from './text/vto.ts';

/**
 * A written guide: content in the product's own words, kept as Markdown in text/ (the part of it
 * the web app's MarkdownText draws). Its first line is its title ('## '), its first paragraph its
 * summary. One source for the learning centre (web) and the help chat without a model (server).
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
