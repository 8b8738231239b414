import type { LiveAgendaItem } from '@eos/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { RichHtml } from '../../../components/RichHtml';

/** A custom section: its text, its html (sanitized when saved and again here) or its link. */
export function CustomSection({ item }: { item: LiveAgendaItem }) {
  const { t } = useTranslation();
  const content = item.customContent;
  if (!content || content.content.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('LIVE_CUSTOM_EMPTY')}
      </Text>
    );
  }
  switch (content.contentType) {
    case 'html':
      return <RichHtml html={content.content} />;
    case 'link':
      // Only web addresses become links: anything else (a javascript: address) stays text.
      if (!/^https?:\/\//i.test(content.content)) return <Text>{content.content}</Text>;
      return (
        <Anchor href={content.content} target="_blank" rel="noopener noreferrer">
          {t('LIVE_CUSTOM_OPEN_LINK', { 0: content.content })}
        </Anchor>
      );
    default:
      return <Text style={{ whiteSpace: 'pre-wrap' }}>{content.content}</Text>;
  }
}
