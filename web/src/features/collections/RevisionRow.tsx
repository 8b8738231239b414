import type { Revision } from '@eos/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { useShellContext } from '../../shell/useShellContext';
import { formatDay } from '../people/usePeopleViewer';
import { useCollectionKind } from './kind';
import { RevisionMenu } from './RevisionMenu';
import { RevisionStatusBadge } from './RevisionStatusBadge';

/** One revision of a folder: title to its page, Draft or Final, when it changed, who wrote it, its menu. */
export function RevisionRow({ revision }: { revision: Revision }) {
  const { t } = useTranslation();
  const { revisionPath } = useCollectionKind();
  const { user } = useShellContext();
  return (
    <Group
      component="li"
      gap="sm"
      wrap="wrap"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Anchor
        component={Link}
        to={revisionPath(revision)}
        fw={500}
        style={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {revision.title}
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <RevisionStatusBadge isPublished={revision.isPublished} />
        <Text size="xs" c="dimmed">
          {t('COLLECTION_UPDATED_ON', { date: formatDay(revision.updated, user.userLocale, user.timeZoneName) })}
        </Text>
        {revision.createdByName && (
          <Text size="xs" c="dimmed">
            {t('COLLECTION_BY', { name: revision.createdByName })}
          </Text>
        )}
        <RevisionMenu revision={revision} canManage={revision.canEdit} />
      </Group>
    </Group>
  );
}
