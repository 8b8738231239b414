import {
  isAllowedHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  withScheme,
} from '@eos/domain';
import { Typography } from '@mantine/core';
import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

/** One DOMPurify of our own (hooks are per instance), set to the server's allow-list (domain/rules/rich-text.ts). */
function instance(): DOMPurify {
  if (purifier) return purifier;
  const p = createDOMPurify(window);
  // Attributes by tag, as the server keeps them (DOMPurify's own list is for all tags at once).
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
  });
  // Links as the server writes them: a scheme (https unless given), a new tab, no opener.
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = withScheme(node.getAttribute('href') ?? '');
    if (isAllowedHref(href)) node.setAttribute('href', href);
    else node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = p;
  return p;
}

/**
 * Stored HTML made safe to render: only the tags, attributes and link schemes the server keeps. The
 * server sanitizes every write already; this covers data written before a rule changed, or by anything
 * that skipped it.
 */
export function sanitizeStoredHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    // DOMPurify's own rule with only our schemes: a scheme-less address passes (the hook adds https).
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** The one place the web app renders stored HTML (custom agenda sections), always through sanitizeStoredHtml. */
export function RichHtml({ html }: { html: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above by the shared allow-list. */}
      <div dangerouslySetInnerHTML={{ __html: sanitizeStoredHtml(html) }} />
    </Typography>
  );
}
