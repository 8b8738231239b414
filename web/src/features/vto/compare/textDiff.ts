/** Plain text of stored rich text, as a reader sees it: tags gone, blocks on their own lines, entities decoded. */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export interface DiffSegment {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

/** Beyond this many token pairs a word diff costs more than it helps: the whole values are shown instead. */
const MAX_CELLS = 60_000;

/**
 * A word-level difference (longest common subsequence of words and the spaces between them), so a
 * changed sentence reads as the words struck out and the words put in. Equal texts give one 'same'.
 */
export function diffWords(before: string, after: string): DiffSegment[] {
  if (before === after) return before ? [{ text: before, kind: 'same' }] : [];
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length * b.length > MAX_CELLS || a.length === 0 || b.length === 0) {
    return [
      ...(before ? [{ text: before, kind: 'removed' as const }] : []),
      ...(after ? [{ text: after, kind: 'added' as const }] : []),
    ];
  }
  // lcs(i, j): length of the common subsequence of a[i..] and b[j..], in one flat table.
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
  const word = (list: string[], k: number) => list[k] ?? '';
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = word(a, i) === word(b, j) ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  const out: DiffSegment[] = [];
  const push = (text: string, kind: DiffSegment['kind']) => {
    const last = out.at(-1);
    if (last?.kind === kind) last.text += text;
    else out.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (word(a, i) === word(b, j)) {
      push(word(a, i), 'same');
      i++;
      j++;
    } else if (lcs(i + 1, j) >= lcs(i, j + 1)) push(word(a, i++), 'removed');
    else push(word(b, j++), 'added');
  }
  while (i < a.length) push(word(a, i++), 'removed');
  while (j < b.length) push(word(b, j++), 'added');
  return out;
}
