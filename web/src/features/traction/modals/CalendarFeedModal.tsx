import { Alert, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess, showWarning } from '../../../app/toasts';
import { useCalendarFeed, useResetCalendarFeed } from '../api';

/** The private calendar feed of every meeting the user owns or attends, to subscribe to elsewhere. */
export function CalendarFeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const feed = useCalendarFeed(opened);
  const reset = useResetCalendarFeed();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.data ?? '');
      showSuccess(t('TRACTION_COPIED'));
    } catch {
      // No clipboard permission (or an insecure origin): the link stays selectable in the field.
      showWarning(t('TRACTION_NOT_COPIED'));
    }
  };
  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('TRACTION_FEED_RESET'),
      children: <Text size="sm">{t('TRACTION_FEED_ROTATES')}</Text>,
      labels: { confirm: t('TRACTION_FEED_RESET'), cancel: t('TRACTION_CANCEL') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: () => showSuccess(t('TRACTION_FEED_RESET_DONE')),
          onError: showSaveError,
        }),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('TRACTION_FEED_TITLE')} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('TRACTION_FEED_TEXT')}</Text>
        <Text size="sm" c="dimmed">
          {t('TRACTION_FEED_ROTATES')}
        </Text>
        {feed.isError ? (
          <Alert color="red">{t('TRACTION_FEED_FAILED')}</Alert>
        ) : feed.data ? (
          <TextInput
            label={t('TRACTION_FEED_URL')}
            value={feed.data}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : (
          <Skeleton height={56} aria-busy="true" />
        )}
        <Group justify="space-between" mt="xs" wrap="wrap">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={confirmReset}
            loading={reset.isPending}
            disabled={!feed.data}
          >
            {t('TRACTION_FEED_RESET')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('TRACTION_CLOSE')}
            </Button>
            <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()} disabled={!feed.data}>
              {t('TRACTION_FEED_COPY')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
