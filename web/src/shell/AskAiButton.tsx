import { Button, Popover, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../app/i18n';

/** Ask EOS AI (flag voice-assistant). The assistant itself arrives with its own work; this says so. */
export function AskAiButton() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={260} shadow="md" withArrow>
      <Popover.Target>
        <Button variant="light" size="compact-md" leftSection={<IconSparkles size={16} />} visibleFrom="md">
          {t('ASK_EOS_AI')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{t('ASK_EOS_AI_COMING')}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
