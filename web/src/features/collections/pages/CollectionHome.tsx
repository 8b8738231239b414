import type { Collection } from '@eos/domain';
import { EmptyState, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';
import { GuideLink } from '../../learning/GuideLink';
import { useCollections } from '../api';
import { CollectionLoadError } from '../CollectionNotFound';
import { CollectionSkeleton } from '../CollectionSkeleton';
import { CreateFolderButton } from '../FolderButtons';
import { FolderList } from '../FolderList';
import { useCollectionKind } from '../kind';
import { NewRevisionButton } from '../NewRevisionButton';

/**
 * Nothing made yet: no revision anywhere and no folder but the company one (made on first use).
 * A folder someone created and left empty is still shown.
 */
export function isTrulyEmpty(folders: Collection[]): boolean {
  return folders.every((f) => f.isCompanyFolder && f.revisions.length === 0);
}

/** /vto or /ac: the kind's folders with their revisions, company folder first (002 §2). */
export function CollectionHome() {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const { kind, texts, icon } = useCollectionKind();
  const folders = useCollections(kind);

  let content: ReactNode;
  if (folders.isPending) content = <CollectionSkeleton />;
  else if (folders.isError) content = <CollectionLoadError onRetry={() => void folders.refetch()} />;
  else if (isTrulyEmpty(folders.data))
    content = (
      <EmptyState
        variant="light"
        icon={icon}
        title={t(texts.emptyTitle)}
        description={t(isObserver ? texts.emptyObserver : texts.emptyText)}
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
        title={t(texts.revisionNoun)}
        actions={
          <Group gap="xs">
            <GuideLink guide={kind === 'vto' ? 'vto' : 'accountability-chart'} />
            {!isObserver && (
              <>
                <CreateFolderButton />
                <NewRevisionButton />
              </>
            )}
          </Group>
        }
      />
      {content}
    </>
  );
}
