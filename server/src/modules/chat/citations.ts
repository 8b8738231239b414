import type { ChatCitation } from '@eos/domain';

/** The most citations one answer carries. */
export const CITATIONS_MAX = 20;
/** When an answer names none of what the tools found, it cites them all if they are this few. */
const ALL_WHEN_AT_MOST = 5;

const normal = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * What an answer cites, of everything the tools returned this turn: the things it names by title (a
 * title of three characters or more, found in the answer ignoring case and spacing); when it names
 * none, all of them if they are few (an answer about 'your two Rocks' used both). Each thing once.
 */
export function citedIn(answer: string, found: readonly ChatCitation[]): ChatCitation[] {
  const seen = new Set<string>();
  const unique = found.filter((c) => {
    const key = `${c.kind}:${c.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const text = normal(answer);
  const named = unique.filter((c) => {
    const title = normal(c.title);
    return title.length >= 3 && text.includes(title);
  });
  const cited = named.length > 0 || unique.length > ALL_WHEN_AT_MOST ? named : unique;
  return cited.slice(0, CITATIONS_MAX);
}
