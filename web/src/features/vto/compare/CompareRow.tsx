import type { VtoRevision } from '@eos/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../app/i18n';
import { ChangeList } from './ChangeList';
import { COMPARE_PART_LABELS, ComparedPart } from './ComparedPart';
import type { PartDiff, PartMark } from './diff';

export const MARK_COLORS: Record<PartMark, string> = {
  Unchanged: 'gray',
  Changed: 'blue',
  Added: 'green',
  Removed: 'red',
};

interface CompareRowProps {
  diff: PartDiff;
  older: VtoRevision;
  newer: VtoRevision;
  /** Offered on a changed part when the newer side is a Draft the caller edits. */
  onRestore?: () => void;
  restoring?: boolean;
}

/** One part: its mark, the older and newer side by side (stacked on a phone), then what changed inside it. */
export function CompareRow({ diff, older, newer, onRestore, restoring }: CompareRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(COMPARE_PART_LABELS[diff.part]);
  const side = (vto: VtoRevision, label: string) => (
    <Stack gap={4} miw={0}>
      <Text size="xs" c="dimmed">
        {label}: {vto.title}
      </Text>
      <ComparedPart vto={vto} part={diff.part} />
    </Stack>
  );
  return (
    <Paper component="section" aria-labelledby={headingId} p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Badge
            color={MARK_COLORS[diff.mark]}
            variant="light"
            aria-label={t('VTO_COMPARE_MARK', { mark: t(`VTO_COMPARE_${diff.mark.toUpperCase()}`) })}
          >
            {t(`VTO_COMPARE_${diff.mark.toUpperCase()}`)}
          </Badge>
        </Group>
        {onRestore && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={onRestore}
            loading={restoring}
            aria-label={t('VTO_COMPARE_RESTORE_PART', { part: title })}
          >
            {t('VTO_COMPARE_RESTORE')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {side(older, t('VTO_COMPARE_OLDER'))}
        {side(newer, t('VTO_COMPARE_NEWER'))}
      </SimpleGrid>
      {diff.mark === 'Changed' && (
        <Paper withBorder radius="md" p="sm" mt="sm">
          <ChangeList diff={diff} />
        </Paper>
      )}
    </Paper>
  );
}
