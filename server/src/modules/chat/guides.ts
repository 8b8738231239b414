import type { ChatCitation } from '@eos/domain';
import { GUIDES, type Guide } from '@eos/domain/guides/all';
import { normaliseForSearch } from '@eos/domain/guides/normalise';
import { messageText } from '../../lib/errors.ts';
import { citation, guideUrl } from './links.ts';

// Without a language model the chat answers from the learning centre's guides (the same Markdown the
// web app shows): the sections that best match the question's words, quoted, with the guides cited.

interface Section {
  guide: Guide;
  heading: string;
  text: string;
}

const STOP_WORDS = new Set(
  (
    'a about an and any are as at be by can could do does for from get had has have how i if in into is it its me ' +
    'my of on or our should so than that the their them then there these they this to us was we were what when ' +
    'where which who why will with would you your'
  ).split(' '),
);

/** The question's words worth matching: no stop words, plurals read as singulars ('rocks' matches 'rock'). */
export function searchTerms(text: string): string[] {
  const words = normaliseForSearch(text).match(/[a-z0-9]+/g) ?? [];
  const terms = words
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));
  return [...new Set(terms)];
}

/** Each guide's sections: its introduction under its title, then one per '### ' heading. */
function sectionsOf(guide: Guide): Section[] {
  const [intro = '', ...rest] = guide.markdown.split(/^### /m);
  const sections = [{ guide, heading: guide.title, text: intro.replace(/^#{1,3} .*$/m, '') }];
  for (const part of rest) {
    const newline = part.indexOf('\n');
    sections.push({ guide, heading: part.slice(0, newline).trim(), text: part.slice(newline + 1) });
  }
  return sections;
}

const SECTIONS: Section[] = GUIDES.flatMap(sectionsOf);

const count = (haystack: string, term: string) => haystack.split(term).length - 1;

/** How well a section matches: each term in its heading counts most, then in the guide's title and topic, then the text. */
function score(section: Section, terms: string[]): number {
  const heading = normaliseForSearch(section.heading);
  const guide = normaliseForSearch(`${section.guide.title} ${section.guide.topic}`);
  const text = normaliseForSearch(section.text);
  let total = 0;
  for (const term of terms) {
    const hits = 3 * count(heading, term) + 2 * count(guide, term) + Math.min(3, count(text, term));
    if (hits > 0) total += 2 + hits;
  }
  return total;
}

/** Markdown as plain text: paragraphs kept, emphasis marks dropped, links as their words. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The best sections: of at most two guides, the best of each, if it scores at least half the best. */
export function bestSections(question: string, max = 2): Section[] {
  const terms = searchTerms(question);
  if (terms.length === 0) return [];
  const ranked = SECTIONS.map((section, index) => ({ section, index, score: score(section, terms) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const top = ranked[0]?.score ?? 0;
  const picked: Section[] = [];
  for (const r of ranked) {
    if (picked.length >= max || r.score * 2 < top) break;
    if (!picked.some((p) => p.guide.key === r.section.guide.key)) picked.push(r.section);
  }
  return picked;
}

/** The answer without a model: the matching guides' sections quoted and cited, and that a model can be configured. */
export function answerFromGuides(question: string): { content: string; citations: ChatCitation[] } {
  const sections = bestSections(question);
  const noModel = messageText('CHAT_GUIDES_NO_MODEL');
  if (sections.length === 0) return { content: `${messageText('CHAT_GUIDES_NONE')}\n\n${noModel}`, citations: [] };
  const quoted = sections.map((s) =>
    s.heading === s.guide.title
      ? `${s.guide.title}\n${plain(s.text)}`
      : `${s.guide.title}: ${s.heading}\n${plain(s.text)}`,
  );
  return {
    content: [messageText('CHAT_GUIDES_FOUND'), ...quoted, noModel].join('\n\n'),
    citations: sections.map((s) => citation('guide', s.guide.key, s.guide.title, guideUrl(s.guide.key))),
  };
}
