import type { AcRevision } from '@eos/domain';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RevisionMenu } from '../../collections/RevisionMenu';
import { RevisionStatusBadge } from '../../collections/RevisionStatusBadge';
import { acFolderPath } from '../paths';

/** The chart's title, Draft or Final, its folder, and the shared revision menu (rename, publish, …). */
export function ChartHeader({ chart, removed }: { chart: AcRevision; removed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revision = {
    id: chart.revisionId,
    collectionId: chart.collectionId,
    title: chart.title,
    isPublished: chart.isPublished,
  };
  return (
    <Group justify="space-between" align="flex-start" mb="sm" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {chart.title}
          </Title>
          <RevisionStatusBadge isPublished={chart.isPublished} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconFolder size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('AC_IN_FOLDER')}{' '}
            <Anchor component={Link} to={acFolderPath(chart.collectionId)} inherit>
              {chart.collectionTitle}
            </Anchor>
          </Text>
        </Group>
      </Stack>
      {!removed && (
        <RevisionMenu
          revision={revision}
          canManage={chart.permissions.canManage}
          onPage
          onDeleted={() => navigate(acFolderPath(chart.collectionId), { replace: true })}
        />
      )}
    </Group>
  );
}
