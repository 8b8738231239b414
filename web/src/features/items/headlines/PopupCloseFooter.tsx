import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestClose } from '../popups/ItemPopup';

/**
 * The footer of a popup that offers nothing to save (read-only, gone, flag off): the shared footer
 * always has a submit button, which these must not show.
 */
export function PopupCloseFooter() {
  const { t } = useTranslation();
  const requestClose = useRequestClose();
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={requestClose}>
        {t('HEADLINE_CLOSE')}
      </Button>
    </Group>
  );
}
