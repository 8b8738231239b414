import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// The project's own documents (CHANGELOG.md, docs/roadmap.md, docs/terms.md, docs/privacy.md) as a
// page: the small part of Markdown they use, built as React elements (never as HTML, so nothing in
// a document can inject markup): '#'-'###' headings, '- ' bullets, paragraphs, **bold**, `code`, and
// [links](url).

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const continued = /^\s{2,}\S/.test(raw) && blocks.at(-1)?.kind === 'list' && paragraph.length === 0;
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length as 1 | 2 | 3, text: heading[2] ?? '' });
    } else if (bullet) {
      flush();
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(bullet[1] ?? '');
      else blocks.push({ kind: 'list', items: [bullet[1] ?? ''] });
    } else if (continued) {
      const list = blocks.at(-1) as { kind: 'list'; items: string[] };
      list.items[list.items.length - 1] += ` ${line}`;
    } else if (line === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

/** Bold, code and links within a line; a link keeps only http(s), mail and in-app addresses. */
function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const key = `${i}-${part}`;
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`')) return <Code key={key}>{part.slice(1, -1)}</Code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const href = link[2] ?? '';
      const safe = /^(https?:|mailto:|\/)/.test(href);
      return safe ? (
        <Anchor
          key={key}
          href={href}
          {...(href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {link[1]}
        </Anchor>
      ) : (
        link[1]
      );
    }
    return part;
  });
}

export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
      {parseBlocks(markdown).map((block, i) => {
        const key = `${i}-${block.kind}`;
        if (block.kind === 'heading') {
          return (
            // The document's title is the page's one h1.
            <Title key={key} order={block.level} size={`h${block.level + 1}`} mt={block.level === 1 ? 0 : 'md'}>
              {inline(block.text)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={key} spacing={4} size="sm">
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines never move; two may read the same.
                <List.Item key={j}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} size="sm">
            {inline(block.text)}
          </Text>
        );
      })}
    </Stack>
  );
}
