import type { LearningVideo } from '@eos/domain';
import { normaliseForSearch } from '@eos/domain/guides/normalise';
import type { Guide } from './guides';

const normalise = normaliseForSearch;

/** 0 when every word is in the title, 1 in the topic or title, 2 anywhere; null when a word is missing. */
function rank(words: string[], title: string, topic: string, rest: string): number | null {
  const t = normalise(title);
  const head = `${t} ${normalise(topic)}`;
  const all = `${head} ${normalise(rest)}`;
  if (!words.every((w) => all.includes(w))) return null;
  if (words.every((w) => t.includes(w))) return 0;
  return words.every((w) => head.includes(w)) ? 1 : 2;
}

function ranked<T>(items: T[], score: (item: T) => number | null): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .filter((x): x is { item: T; index: number; score: number } => x.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((x) => x.item);
}

/**
 * The learning centre's search, in the browser: videos by title, summary and topic, guides by title,
 * topic and their whole text. Every word typed must appear; title matches come first.
 */
export function searchLearning(query: string, videos: LearningVideo[], guides: Guide[]) {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { videos, guides };
  return {
    videos: ranked(videos, (v) => rank(words, v.title, v.topic, v.summary)),
    guides: ranked(guides, (g) => rank(words, g.title, g.topic, g.markdown)),
  };
}
