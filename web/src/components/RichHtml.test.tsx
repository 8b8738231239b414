import { describe, expect, it } from 'vitest';
import { sanitizeStoredHtml } from './RichHtml';

// The web app's copy of the server's rule (server/src/lib/sanitize.test.ts): same allow-list, same links.
describe('sanitizeStoredHtml', () => {
  it('keeps basic formats', () => {
    const html = '<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>one</li></ul>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('drops scripts, styles, iframes, images, svg, math and forms, and the content of the executable ones', () => {
    const html =
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><img src="x" onerror="alert(1)">' +
      '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><template><img src=x onerror=alert(1)></template>' +
      '<meta http-equiv="refresh" content="0;url=http://evil.test/"><form><input value="x"></form>';
    expect(sanitizeStoredHtml(html)).toBe('<p>ok</p>');
  });

  it('drops every attribute but a link’s, and handlers everywhere', () => {
    expect(sanitizeStoredHtml('<p onclick="x()" style="color:red" class="c" id="i" data-x="1">t</p>')).toBe('<p>t</p>');
    expect(sanitizeStoredHtml('<p href="https://a.test/">t</p>')).toBe('<p>t</p>');
  });

  it('writes links as the server does: a scheme, a new tab, no opener; script and data addresses lose their href', () => {
    expect(sanitizeStoredHtml('<a href="example.com/a">x</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStoredHtml('<a href="mailto:a@b.co">m</a>')).toContain('href="mailto:a@b.co"');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(sanitizeStoredHtml(`<a href="${bad}">bad</a>`)).toBe(
        '<a target="_blank" rel="noopener noreferrer">bad</a>',
      );
    }
  });
});
