import { Center, Stack, Text, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';

/** Replaces the whole shell while the maintenance-page flag is on (002 §8). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <IconTool size={48} stroke={1.4} aria-hidden />
        <Title order={1}>{t('MAINTENANCE_HEADER')}</Title>
        <Text c="dimmed">{t('MAINTENANCE_MESSAGE')}</Text>
      </Stack>
    </Center>
  );
}
