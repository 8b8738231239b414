import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('rich text sanitizing (002 §5)', () => {
  it('keeps basic formats', () => {
    const html = '<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('strips scripts, styles, iframes, images, video and svg with their content', () => {
    const html =
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><img src="x" onerror="alert(1)"><video src="v"></video><svg><circle/></svg>';
    expect(sanitizeRichText(html)).toBe('<p>ok</p>');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
  });

  it('gives links without http, https or mailto an https prefix, and drops javascript: links', () => {
    expect(sanitizeRichText('<a href="example.com/a">x</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.co">m</a>')).toContain('href="mailto:a@b.co"');
    expect(sanitizeRichText('<a href="javascript:alert(1)">bad</a>')).not.toContain('javascript');
  });
});
