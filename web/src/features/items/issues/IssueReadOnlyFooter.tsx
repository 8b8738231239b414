import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestClose } from '../popups/ItemPopup';

/** The footer of an issue the user may not change: the reason, and a way out instead of a submit. */
export function IssueReadOnlyFooter() {
  const { t } = useTranslation();
  const requestClose = useRequestClose();
  return (
    <Stack gap="xs" mt="lg">
      <Text size="xs" c="dimmed">
        {t('ITEM_READ_ONLY')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={requestClose}>
          {t('ISSUE_CLOSE')}
        </Button>
      </Group>
    </Stack>
  );
}
