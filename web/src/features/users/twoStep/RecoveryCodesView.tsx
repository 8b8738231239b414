import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { LiveRegion } from '../../auth/components/LiveRegion';

interface RecoveryCodesViewProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

/** The recovery codes, shown this once: copy them, download them as a text file, then done. */
export function RecoveryCodesView({ codes, email, onDone }: RecoveryCodesViewProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const title = t('TWO_STEP_CODES_FILE_TITLE', { 0: t('AUTH_PRODUCT_NAME'), 1: email });
  const text = `${title}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('TWO_STEP_RECOVERY_INTRO')}</Text>
      <Paper withBorder p="md" bg="gray.0">
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          aria-label={t('TWO_STEP_RECOVERY_LIST')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          {t('TWO_STEP_COPY_CODES')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('TWO_STEP_DOWNLOAD_CODES')}
        </Button>
        <LiveRegion politeness="polite">
          {copied && (
            <Text size="sm" c="teal.8">
              {t('TWO_STEP_COPIED')}
            </Text>
          )}
        </LiveRegion>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('TWO_STEP_SAVED')}</Button>
      </Group>
    </Stack>
  );
}
