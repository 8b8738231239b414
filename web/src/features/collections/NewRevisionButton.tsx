import { Button } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { useCreateRevision } from './api';
import { useCollectionKind } from './kind';

/** 'New V/TO': a revision in the given folder, or in the company folder, then opens it. */
export function NewRevisionButton({ collectionId }: { collectionId?: string }) {
  const { t } = useTranslation();
  const { kind, texts, revisionPath } = useCollectionKind();
  const navigate = useNavigate();
  // Not quiet: a failure shows the app's error toast.
  const create = useCreateRevision(kind);
  return (
    <Button
      leftSection={<IconFilePlus size={18} aria-hidden />}
      loading={create.isPending}
      onClick={() => create.mutate(collectionId, { onSuccess: (revision) => navigate(revisionPath(revision)) })}
    >
      {t(texts.newRevision)}
    </Button>
  );
}
