import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconFolderOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { useCollectionKind } from './kind';

/** A folder or revision that does not exist, or that the user may not see (the server answers 404 to both). */
export function CollectionNotFound({ what }: { what: 'folder' | 'revision' }) {
  const { t } = useTranslation();
  const { homePath, texts } = useCollectionKind();
  return (
    <EmptyState
      variant="light"
      icon={<IconFolderOff size={28} />}
      title={what === 'folder' ? t('FOLDER_NOT_FOUND') : t(texts.revisionNotFound)}
      description={t('COLLECTION_NOT_FOUND_HINT')}
      py="xl"
    >
      <EmptyState.Actions>
        <Button component={Link} to={homePath}>
          {t('COLLECTION_BACK_HOME')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** Any other failed load (server error, lost connection): a retry instead of a blank page. */
export function CollectionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState variant="light" icon={<IconAlertTriangle size={28} />} title={t('COLLECTION_LOAD_FAILED')} py="xl">
      <EmptyState.Actions>
        <Button variant="light" onClick={onRetry}>
          {t('TRACTION_RETRY')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
