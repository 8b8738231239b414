import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../app/i18n';
import { useRouteModalClose } from './RouteModal';

/** The body of a modal route whose content arrives later: one honest sentence and Close. */
export function RouteModalNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  const close = useRouteModalClose();
  return (
    <>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => close()}>
          {t('CLOSE')}
        </Button>
      </Group>
    </>
  );
}
