import { fold, overlaps, type Span, type Token, tokenize } from './text.ts';

/** A person of the organization (joined or invited), as the assistant may name them. */
export interface PersonChoice {
  id: string;
  firstName: string;
  lastName: string;
}

const SELF = new Set(['me', 'myself']);
/** What introduces owners: 'for Adam', 'owner: Adam', 'assigned to Adam and Maya'. */
const ANCHORS = [
  ['for'],
  ['owner'],
  ['owners'],
  ['owned', 'by'],
  ['assign', 'to'],
  ['assigned', 'to'],
  ['assign', 'it', 'to'],
];

const words = (text: string) => tokenize(text).map((t) => t.norm);
const startsWith = (tokens: readonly Token[], at: number, seq: readonly string[]) =>
  seq.length > 0 && seq.every((w, i) => tokens[at + i]?.norm === w);

interface NameMatch {
  /** Empty when the name is ambiguous (two people called Adam, no last name said). */
  ids: string[];
  length: number;
}

/** The person whose full name, or else first name, starts at `at`; the caller for 'me'. */
function nameAt(tokens: readonly Token[], at: number, people: readonly PersonChoice[], me: string): NameMatch | null {
  if (SELF.has(tokens[at]?.norm ?? '')) return { ids: [me], length: 1 };
  const names = people.map((p) => ({
    id: p.id,
    first: words(p.firstName),
    full: words(`${p.firstName} ${p.lastName}`),
  }));
  for (const key of ['full', 'first'] as const) {
    const found = names.filter((n) => startsWith(tokens, at, n[key]));
    if (found.length === 0) continue;
    const length = Math.max(...found.map((n) => n[key].length));
    const longest = found.filter((n) => n[key].length === length);
    return { ids: longest.length === 1 ? [(longest[0] as (typeof names)[number]).id] : [], length };
  }
  return null;
}

/**
 * The person a name given by the model stands for: the one whose full name it is, else the only one
 * with that first name; 'me' is the caller. Anything else is nobody.
 */
export function matchPerson(name: string, people: readonly PersonChoice[], me: string): string | null {
  const folded = fold(name).trim();
  if (SELF.has(folded)) return me;
  const tokens = tokenize(name);
  const match = nameAt(tokens, 0, people, me);
  return match && match.length === tokens.length && match.ids.length === 1 ? (match.ids[0] as string) : null;
}

export interface OwnerMentions {
  ownerIds: string[];
  /** What to leave out of the title: each 'for Adam and Maya'. */
  spans: Span[];
}

/**
 * The owners an utterance names, offline: people of the organization by full or first name after 'for',
 * 'owner', 'owned by' or 'assign(ed) to', several joined by commas or 'and'. A name in the rest of the
 * sentence ('call Adam about pricing') is part of the title, not an owner.
 */
export function findOwnerMentions(
  text: string,
  tokens: readonly Token[],
  people: readonly PersonChoice[],
  me: string,
  excluded: readonly Span[],
): OwnerMentions {
  const ownerIds: string[] = [];
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const anchor = ANCHORS.find((seq) => startsWith(tokens, i, seq));
    if (!anchor || excluded.some((span) => overlaps(span, tokens[i] as Token))) continue;
    let at = i + anchor.length;
    let end = -1;
    // 'owner: Adam' may have a colon; otherwise only spaces before the first name.
    let gap = /^[\s:]*$/;
    for (;;) {
      const token = tokens[at];
      const before = tokens[at - 1] as Token;
      if (!token || !gap.test(text.slice(before.end, token.start))) break;
      let match = nameAt(tokens, at, people, me);
      let skip = 0;
      // 'Adam and Maya': the 'and' is a separator when a name follows it.
      if (!match && end >= 0 && token.norm === 'and' && /^\s*$/.test(text.slice(token.end, tokens[at + 1]?.start))) {
        match = nameAt(tokens, at + 1, people, me);
        skip = 1;
      }
      if (!match || excluded.some((span) => overlaps(span, tokens[at + skip] as Token))) break;
      for (const id of match.ids) if (!ownerIds.includes(id)) ownerIds.push(id);
      at += skip + match.length;
      end = (tokens[at - 1] as Token).end;
      gap = /^\s*[,&]?\s*$/;
    }
    if (end >= 0) {
      spans.push({ start: (tokens[i] as Token).start, end });
      i = at - 1;
    }
  }
  return { ownerIds, spans };
}
