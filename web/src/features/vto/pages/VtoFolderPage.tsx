import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';
import { useCollection } from '../../collections/api';
import { CollectionLoadError, CollectionNotFound } from '../../collections/CollectionNotFound';
import { CollectionSkeleton } from '../../collections/CollectionSkeleton';
import { canDeleteFolder, DeleteFolderButton, EditFolderButton } from '../../collections/FolderButtons';
import { CompanyFolderBadge } from '../../collections/FolderList';
import { NewRevisionButton } from '../../collections/NewRevisionButton';
import { RevisionList } from '../../collections/RevisionList';
import { isNotFound } from '../../traction/api';
import { VTO_HOME } from '../paths';
import { VtoKind } from '../vtoKind';

/** /vto/folder/{collectionId}: one folder's revisions, with the folder's own actions. */
export default function VtoFolderPage() {
  return (
    <VtoKind>
      <VtoFolder />
    </VtoKind>
  );
}

function VtoFolder() {
  const { t } = useTranslation();
  const { collectionId = '' } = useParams();
  const { isObserver } = useShellContext();
  const folder = useCollection('vto', collectionId);

  const back = (
    <Anchor component={Link} to={VTO_HOME} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('VTO_ALL_FOLDERS')}
      </Group>
    </Anchor>
  );

  if (folder.isPending) return <CollectionSkeleton folders={1} />;
  if (!folder.data)
    return isNotFound(folder.error) ? (
      <CollectionNotFound what="folder" />
    ) : (
      <CollectionLoadError onRetry={() => void folder.refetch()} />
    );

  const data = folder.data;
  return (
    <Stack gap={0}>
      {back}
      <PageHeader
        title={
          <Group gap="xs" component="span" wrap="wrap">
            <span style={{ overflowWrap: 'anywhere' }}>{data.title}</span>
            {data.isCompanyFolder && <CompanyFolderBadge />}
          </Group>
        }
        actions={
          !isObserver && (
            <Group gap="xs">
              <NewRevisionButton collectionId={data.id} />
              <EditFolderButton folder={data} />
              {canDeleteFolder(data) && <DeleteFolderButton folder={data} />}
            </Group>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <RevisionList revisions={data.revisions} label={t('COLLECTION_REVISIONS_IN', { folder: data.title })} />
      </Paper>
    </Stack>
  );
}
