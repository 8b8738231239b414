/**
 * Stored rich text (already through lib/sanitize.ts, so only the allow-listed tags) as plain
 * paragraphs for places that cannot draw HTML: a PDF. Lists keep their bullets and numbers, nested
 * items their depth; inline formatting is dropped, entities decoded.
 */
export interface TextParagraph {
  text: string;
  /** List depth: 0 for ordinary paragraphs and top-level items. */
  indent: number;
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'li', 'hr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function htmlToParagraphs(html: string): TextParagraph[] {
  const out: TextParagraph[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let current: TextParagraph | null = null;
  const finish = () => {
    if (current?.text.trim())
      out.push({
        ...current,
        text: current.text
          .replace(/[ \t]+/g, ' ')
          .replace(/ ?\n ?/g, '\n')
          .trim(),
      });
    current = null;
  };
  for (const [, closing, tag, text] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    if (text !== undefined) {
      current ??= { text: '', indent: Math.max(0, lists.length - 1) };
      current.text += decode(text).replace(/\s+/g, ' ');
      continue;
    }
    const name = (tag as string).toLowerCase();
    if (name === 'ul' || name === 'ol') {
      finish();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', count: 0 });
    } else if (name === 'br') {
      if (current) current.text += '\n';
    } else if (BLOCKS.has(name)) {
      // A paragraph inside a list item continues the item rather than starting a new block.
      if (name === 'p' && lists.length > 0 && current) continue;
      finish();
      if (name === 'li' && !closing) {
        const list = lists.at(-1);
        if (list) list.count += 1;
        const marker = list?.ordered ? `${list.count}. ` : '• ';
        current = { text: marker, indent: Math.max(0, lists.length - 1) };
      }
    }
  }
  finish();
  return out;
}
