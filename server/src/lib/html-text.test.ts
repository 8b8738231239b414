import { describe, expect, it } from 'vitest';
import { htmlToParagraphs } from './html-text.ts';

describe('stored rich text as plain paragraphs', () => {
  it('keeps paragraphs apart and drops inline formatting', () => {
    expect(htmlToParagraphs('<p>Grow <strong>twice</strong> as fast</p><p>Stay &amp; win</p>')).toEqual([
      { text: 'Grow twice as fast', indent: 0 },
      { text: 'Stay & win', indent: 0 },
    ]);
  });

  it('numbers ordered lists, bullets the others, and indents nested items', () => {
    const html = '<ol><li><p>Hire</p><ul><li>a CFO</li><li>a COO</li></ul></li><li>Open Denver</li></ol>';
    expect(htmlToParagraphs(html)).toEqual([
      { text: '1. Hire', indent: 0 },
      { text: '• a CFO', indent: 1 },
      { text: '• a COO', indent: 1 },
      { text: '2. Open Denver', indent: 0 },
    ]);
  });

  it('turns line breaks into new lines and decodes numeric entities', () => {
    expect(htmlToParagraphs('<p>one<br>two &#8212; &#x2713;</p>')).toEqual([{ text: 'one\ntwo — ✓', indent: 0 }]);
  });

  it('reads plain text without any tags, and nothing from empty markup', () => {
    expect(htmlToParagraphs('just text')).toEqual([{ text: 'just text', indent: 0 }]);
    expect(htmlToParagraphs('<p></p><ul></ul>')).toEqual([]);
  });
});
