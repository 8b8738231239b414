import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  withScheme,
} from '@eos/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the spec allows it (002 §5), by the allow-list in domain/rules/rich-text.ts that the web
 * app's renderer uses too: basic formats only; scripts, styles, iframes, images, video and svg are
 * dropped with their content; links without http, https or mailto get https. Every write of stored
 * HTML (item notes, custom agenda sections) goes through here, whatever the browser sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, list]) => [tag, [...list]])),
  // Anything else keeps its text but loses the tag; these lose their content too.
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: withScheme(attribs.href ?? ''), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export { withScheme };

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
