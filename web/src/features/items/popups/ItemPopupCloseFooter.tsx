import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useRequestClose } from './ItemPopup';

/**
 * The footer of a popup with nothing to save (read-only, gone, switched off): ItemPopupFooter always
 * has a submit button, which these must not show. Close leaves as Escape does.
 */
export function ItemPopupCloseFooter({ readOnlyNote = false }: { readOnlyNote?: boolean }) {
  const { t } = useTranslation();
  const requestClose = useRequestClose();
  return (
    <Stack gap="xs" mt="lg">
      {readOnlyNote && (
        <Text size="xs" c="dimmed">
          {t('ITEM_READ_ONLY')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={requestClose}>
          {t('ITEM_CLOSE')}
        </Button>
      </Group>
    </Stack>
  );
}
