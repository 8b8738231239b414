/**
 * The one allow-list for stored HTML (item notes, custom agenda sections): basic formats only (002 §5).
 * The server sanitizes every write with it (sanitize-html) and the web app sanitizes again with it
 * (DOMPurify) wherever it renders stored HTML, so data written before a rule changed is safe too.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

/** Attributes kept, by tag; every other attribute (event handlers, style, class, id) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'target', 'rel'] };

/** Link schemes kept; a link with any other scheme (javascript:, data:) loses its href. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Tags dropped with their content (anything else outside the list keeps its text but loses the tag). */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'svg',
  'math',
  'video',
  'audio',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
] as const;

/** 'example.com' -> 'https://example.com'; a javascript: or data: link is left for the scheme filter to drop. */
export function withScheme(href: string): string {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return trimmed ? `https://${trimmed.replace(/^\/+/, '')}` : '';
}

/** Whether a link's address uses an allowed scheme (after withScheme). */
export function isAllowedHref(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT_SCHEMES as readonly string[]).includes(scheme);
}
