import { Card } from '@mantine/core';
import { useEffect } from 'react';
import { MarkdownText } from '../../components/MarkdownText';

/**
 * One of the project's own documents as a page: its first heading is the page's title (h1, and the
 * window's), the rest reads as the document. Public pages (terms, privacy) are centred on their own.
 */
export function DocumentPage({ markdown, standalone = false }: { markdown: string; standalone?: boolean }) {
  const title = /^#\s+(.*)$/m.exec(markdown)?.[1] ?? '';
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const body = (
    <Card withBorder padding="lg" maw={820} mx={standalone ? 'auto' : undefined} my={standalone ? 'xl' : undefined}>
      <MarkdownText markdown={markdown} />
    </Card>
  );
  return standalone ? <main style={{ padding: '0 16px' }}>{body}</main> : body;
}
