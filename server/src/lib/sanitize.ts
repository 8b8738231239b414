import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the spec allows it (002 §5): basic formats only; scripts, styles, iframes, images,
 * video and svg are dropped with their content; links without http, https or mailto get https.
 * Every write of notes goes through here, whatever the browser sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // Anything else keeps its text but loses the tag; these lose their content too.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'video', 'audio', 'object'],
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: withScheme(attribs.href ?? ''), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** 'example.com' -> 'https://example.com'; a javascript: or data: link is left for the scheme filter to drop. */
export function withScheme(href: string): string {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return trimmed ? `https://${trimmed.replace(/^\/+/, '')}` : '';
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
