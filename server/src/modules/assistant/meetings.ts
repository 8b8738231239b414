import { overlaps, punctuatedBetween, type Span, similarity, type Token, tokenize } from './text.ts';

/** One of the person's meetings, as the assistant may pick it. */
export interface MeetingChoice {
  id: string;
  title: string;
}

/** 001 §5, §9: a meeting is matched when the similarity is strictly above this. */
export const MEETING_MATCH_THRESHOLD = 0.7;

/** Ignored on both sides (001 §5): 'the leadership meeting' names 'Leadership'. */
const IGNORED = new Set(['meeting', 'meetings', 'call', 'calls', 'session', 'sessions']);
const ARTICLES = new Set(['the', 'our', 'my', 'a', 'an', 'this']);
/** Words that introduce a meeting: 'in the …', 'for the …', 'to …'. */
const PREPOSITIONS = new Set(['in', 'into', 'for', 'to', 'at', 'on', 'from', 'during', 'with']);
/** Words a meeting's name is followed by in a sentence ('in sales to send…', '… for Adam'). */
const FOLLOWERS = new Set(['to', 'for', 'in', 'by', 'on', 'about', 'that', 'due', 'next', 'this', 'with', 'and', 'at']);
/** The longest meeting name looked for, in words. */
const MAX_WORDS = 5;

/** The words compared: folded, without meeting/call/session and leading articles. */
function nameWords(norms: readonly string[]): string[] {
  const words = norms.filter((w) => !IGNORED.has(w));
  while (words.length > 0 && ARTICLES.has(words[0] as string)) words.shift();
  return words;
}

interface Scored {
  meeting: MeetingChoice;
  /** The best similarity: with the whole title, or with as many consecutive words of it as were said. */
  score: number;
  /** The similarity with the whole title, to tell two equally good matches apart. */
  full: number;
}

/**
 * How well the words name a meeting: the edit-distance similarity with its title, or with any run of
 * as many consecutive words of the title ('leadership' in 'Leadership Team'), whichever is higher.
 */
function scoreMeeting(words: readonly string[], meeting: MeetingChoice): Scored {
  const all = tokenize(meeting.title).map((t) => t.norm);
  // A meeting called just 'Meeting' keeps its one word.
  const title = nameWords(all).length > 0 ? nameWords(all) : all;
  const phrase = words.join(' ');
  const full = similarity(phrase, title.join(' '));
  let score = full;
  for (let i = 0; i + words.length < title.length; i++) {
    score = Math.max(score, similarity(phrase, title.slice(i, i + words.length).join(' ')));
  }
  return { meeting, score, full };
}

const better = (a: Scored, b: Scored | null) => !b || a.score > b.score || (a.score === b.score && a.full > b.full);

/** The meeting the words name best, if any scores above the threshold. */
function bestFor(words: readonly string[], meetings: readonly MeetingChoice[]): Scored | null {
  if (words.length === 0) return null;
  let best: Scored | null = null;
  for (const meeting of meetings) {
    const scored = scoreMeeting(words, meeting);
    if (scored.score > MEETING_MATCH_THRESHOLD && better(scored, best)) best = scored;
  }
  return best;
}

/** The person's meeting a name stands for (the model's answer), or null when none is close enough. */
export function matchMeeting(name: string | null | undefined, meetings: readonly MeetingChoice[]): string | null {
  if (!name) return null;
  return bestFor(nameWords(tokenize(name).map((t) => t.norm)), meetings)?.meeting.id ?? null;
}

export interface MeetingMention {
  meetingId: string;
  /** What to leave out of the title: the name with its 'in the' and its 'meeting'. */
  span: Span;
}

interface Candidate extends Scored {
  span: Span;
  words: number;
}

const betterCandidate = (a: Candidate, b: Candidate | null) =>
  !b || better(a, b) || (a.score === b.score && a.full === b.full && a.words > b.words);

/**
 * The meeting an utterance names, offline: first a name followed by meeting / call / session ('in the
 * leadership meeting'), else a name after in / for / to / at / on that ends the clause ('add an issue
 * to Leadership Team: …'). Spans already recognised (the item type) are not looked at.
 */
export function findMeetingMention(
  text: string,
  tokens: readonly Token[],
  meetings: readonly MeetingChoice[],
  excluded: readonly Span[],
): MeetingMention | null {
  const free = (i: number) => !excluded.some((span) => overlaps(span, tokens[i] as Token));
  const joined = (i: number) => !punctuatedBetween(text, (tokens[i] as Token).end, (tokens[i + 1] as Token).start);
  /** The start of the words from `s`, taking in the article and preposition just before them. */
  const startWithLeadIn = (s: number) => {
    let j = s;
    while (j > 0 && ARTICLES.has((tokens[j - 1] as Token).norm) && joined(j - 1) && free(j - 1)) j--;
    if (j > 0 && PREPOSITIONS.has((tokens[j - 1] as Token).norm) && joined(j - 1) && free(j - 1)) j--;
    return (tokens[j] as Token).start;
  };
  const consider = (best: Candidate | null, from: number, to: number, spanStart: number, spanEnd: number) => {
    const scored = bestFor(nameWords(tokens.slice(from, to + 1).map((t) => t.norm)), meetings);
    if (!scored) return best;
    const candidate = { ...scored, span: { start: spanStart, end: spanEnd }, words: to - from + 1 };
    return betterCandidate(candidate, best) ? candidate : best;
  };

  // 'the leadership meeting': the words just before meeting / call / session.
  let best: Candidate | null = null;
  tokens.forEach((token, k) => {
    if (!IGNORED.has(token.norm) || !free(k)) return;
    for (let s = k - 1; s >= Math.max(0, k - MAX_WORDS); s--) {
      const word = tokens[s] as Token;
      if (!free(s) || !joined(s) || PREPOSITIONS.has(word.norm)) break;
      best = consider(best, s, k - 1, startWithLeadIn(s), token.end);
    }
  });
  if (best) return { meetingId: (best as Candidate).meeting.id, span: (best as Candidate).span };

  // 'to Leadership Team: …', 'in sales to send …': a name after a preposition, ending the clause.
  tokens.forEach((token, p) => {
    if (!PREPOSITIONS.has(token.norm) || !free(p)) return;
    let s = p + 1;
    while (s < tokens.length && ARTICLES.has((tokens[s] as Token).norm) && joined(s - 1)) s++;
    for (let e = s; e < Math.min(tokens.length, s + MAX_WORDS); e++) {
      const word = tokens[e] as Token;
      if (!free(e) || !joined(e - 1) || PREPOSITIONS.has(word.norm)) break;
      const next = tokens[e + 1];
      const endsClause = !next || !joined(e) || FOLLOWERS.has(next.norm);
      if (endsClause) best = consider(best, s, e, token.start, word.end);
    }
  });
  return best ? { meetingId: (best as Candidate).meeting.id, span: (best as Candidate).span } : null;
}
