import type { Org } from '@eos/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { TransferOrgOwnerPopup } from './TransferOrgOwnerPopup';

/** The Details tab's ownership section (Owner, 'org.transfer'): what a transfer does, and the button. */
export function TransferOwnershipSection({ org }: { org: Pick<Org, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="transfer-ownership-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h5" id="transfer-ownership-title">
          {t('TRANSFER_SECTION_TITLE')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('TRANSFER_SECTION_TEXT')}
        </Text>
        <Button variant="light" leftSection={<IconCrown size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {t('TRANSFER_BUTTON')}
        </Button>
      </Stack>
      <TransferOrgOwnerPopup org={org} opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
