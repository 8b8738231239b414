import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';
import { isNotFound } from '../../traction/api';
import { useCollection } from '../api';
import { CollectionLoadError, CollectionNotFound } from '../CollectionNotFound';
import { CollectionSkeleton } from '../CollectionSkeleton';
import { canDeleteFolder, DeleteFolderButton, EditFolderButton } from '../FolderButtons';
import { CompanyFolderBadge } from '../FolderList';
import { useCollectionKind } from '../kind';
import { NewRevisionButton } from '../NewRevisionButton';
import { RevisionList } from '../RevisionList';

/** /vto/folder/{collectionId} or /ac/folder/{collectionId}: one folder's revisions and its own actions. */
export function CollectionFolder() {
  const { t } = useTranslation();
  const { collectionId = '' } = useParams();
  const { isObserver } = useShellContext();
  const { kind, homePath, texts } = useCollectionKind();
  const folder = useCollection(kind, collectionId);

  const back = (
    <Anchor component={Link} to={homePath} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t(texts.allFolders)}
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
