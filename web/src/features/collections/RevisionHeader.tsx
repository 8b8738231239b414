import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { GuideLink } from '../learning/GuideLink';
import { useCollectionKind } from './kind';
import { RevisionMenu } from './RevisionMenu';
import { RevisionStatusBadge } from './RevisionStatusBadge';

interface RevisionHeaderProps {
  revision: {
    revisionId: string;
    collectionId: string;
    title: string;
    collectionTitle: string;
    isPublished: boolean;
    permissions: { canManage: boolean };
  };
  /** Removed by someone else: no menu. */
  removed: boolean;
  /** The kind's own menu items (the V/TO's Compare, PDF…), after the shared ones. */
  extraItems?: ReactNode;
}

/** A V/TO's or chart's title, Draft or Final, its folder, and the shared revision menu (rename, publish, …). */
export function RevisionHeader({ revision, removed, extraItems }: RevisionHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { folderPath, kind } = useCollectionKind();
  const { revisionId, collectionId, title, isPublished } = revision;
  return (
    <Group justify="space-between" align="flex-start" mb="md" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <RevisionStatusBadge isPublished={isPublished} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconFolder size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('VTO_IN_FOLDER')}{' '}
            <Anchor component={Link} to={folderPath(collectionId)} inherit>
              {revision.collectionTitle}
            </Anchor>
          </Text>
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <GuideLink guide={kind === 'vto' ? 'vto' : 'accountability-chart'} />
        {!removed && (
          <RevisionMenu
            revision={{ id: revisionId, collectionId, title, isPublished }}
            canManage={revision.permissions.canManage}
            onPage
            onDeleted={() => navigate(folderPath(collectionId), { replace: true })}
            extraItems={extraItems}
          />
        )}
      </Group>
    </Group>
  );
}
