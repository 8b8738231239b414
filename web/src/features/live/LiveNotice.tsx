import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import type { LiveLoadError } from './useLiveMeeting';

const TEXTS: Record<LiveLoadError, { title: string; text: string }> = {
  notFound: { title: 'LIVE_NOT_FOUND_TITLE', text: 'LIVE_NOT_FOUND_TEXT' },
  forbidden: { title: 'LIVE_FORBIDDEN_TITLE', text: 'LIVE_FORBIDDEN_TEXT' },
  failed: { title: 'LIVE_FAILED_TITLE', text: 'LIVE_FAILED_TEXT' },
};

interface LiveNoticeProps {
  kind: LiveLoadError;
  onClose: () => void;
  onRetry: () => void;
}

/** Why the live meeting is not shown: no such meeting here, not invited, or it failed to load. */
export function LiveNotice({ kind, onClose, onRetry }: LiveNoticeProps) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  return (
    <Stack gap="sm" maw={520} mx="auto" mt="xl" role="alert">
      <Title order={3}>{t(texts.title)}</Title>
      <Text size="sm">{t(texts.text)}</Text>
      <Group gap="xs">
        {kind === 'failed' && <Button onClick={onRetry}>{t('LIVE_RETRY')}</Button>}
        <Button variant="default" onClick={onClose}>
          {t('LIVE_CLOSE')}
        </Button>
      </Group>
    </Stack>
  );
}
