import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestClose } from '../popups/ItemPopup';

/** The footer of a To-Do the user may only look at: why nothing can be changed, and Close. */
export function ReadOnlyFooter({ hideNote }: { hideNote?: boolean }) {
  const { t } = useTranslation();
  const requestClose = useRequestClose();
  return (
    <Group justify={hideNote ? 'flex-end' : 'space-between'} gap="xs" mt="lg">
      {!hideNote && (
        <Text size="sm" c="dimmed">
          {t('ITEM_READ_ONLY')}
        </Text>
      )}
      <Button variant="default" onClick={requestClose}>
        {t('TODO_CLOSE')}
      </Button>
    </Group>
  );
}
