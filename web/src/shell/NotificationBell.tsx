import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The bell. The notification list arrives with the notification hub work; until then it says so. */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={280} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('NOTIFICATIONS')}>
          <IconBell size={20} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          {t('NOTIFICATIONS')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('NO_NOTIFICATIONS')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
