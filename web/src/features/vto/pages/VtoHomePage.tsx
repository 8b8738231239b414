import type { Collection } from '@eos/domain';
import { EmptyState, Group } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';
import { useCollections } from '../../collections/api';
import { CollectionLoadError } from '../../collections/CollectionNotFound';
import { CollectionSkeleton } from '../../collections/CollectionSkeleton';
import { CreateFolderButton } from '../../collections/FolderButtons';
import { FolderList } from '../../collections/FolderList';
import { NewRevisionButton } from '../../collections/NewRevisionButton';
import { VtoKind } from '../vtoKind';

/**
 * Nothing written yet: no revision anywhere and no folder but the company one (made on first use).
 * A folder someone created and left empty is still shown.
 */
export function isTrulyEmpty(folders: Collection[]): boolean {
  return folders.every((f) => f.isCompanyFolder && f.revisions.length === 0);
}

/** /vto: the organization's V/TO folders with their revisions, company folder first (002 §2). */
export default function VtoHomePage() {
  return (
    <VtoKind>
      <VtoHome />
    </VtoKind>
  );
}

function VtoHome() {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const folders = useCollections('vto');

  let content: ReactNode;
  if (folders.isPending) content = <CollectionSkeleton />;
  else if (folders.isError) content = <CollectionLoadError onRetry={() => void folders.refetch()} />;
  else if (isTrulyEmpty(folders.data))
    content = (
      <EmptyState
        variant="light"
        icon={<IconTarget size={28} />}
        title={t('VTO_EMPTY_TITLE')}
        description={t(isObserver ? 'VTO_EMPTY_OBSERVER' : 'VTO_EMPTY_TEXT')}
        py="xl"
      >
        {!isObserver && (
          <EmptyState.Actions>
            <NewRevisionButton />
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  else content = <FolderList folders={folders.data} />;

  return (
    <>
      <PageHeader
        title={t('NAV_VTO')}
        actions={
          !isObserver && (
            <Group gap="xs">
              <CreateFolderButton />
              <NewRevisionButton />
            </Group>
          )
        }
      />
      {content}
    </>
  );
}
