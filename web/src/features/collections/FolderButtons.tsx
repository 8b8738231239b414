import type { Collection } from '@eos/domain';
import { Button } from '@mantine/core';
import { IconFolderPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { showSaveError, showSuccess } from '../../app/toasts';
import { useDeleteFolder } from './api';
import { confirmDelete } from './confirmations';
import { useCollectionKind } from './kind';
import { CreateFolderPopup, EditFolderPopup } from './popups/FolderPopups';

export function CreateFolderButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFolderPlus size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {t('COLLECTION_CREATE_FOLDER')}
      </Button>
      {open && <CreateFolderPopup onClose={() => setOpen(false)} />}
    </>
  );
}

export function EditFolderButton({ folder }: { folder: Collection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {t('COLLECTION_EDIT_FOLDER')}
      </Button>
      {open && <EditFolderPopup folder={folder} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Only an empty folder that is not the company folder can go (the server refuses the others). */
export function canDeleteFolder(folder: Collection): boolean {
  return !folder.isCompanyFolder && folder.revisions.length === 0;
}

export function DeleteFolderButton({ folder }: { folder: Collection }) {
  const { t } = useTranslation();
  const { kind, homePath } = useCollectionKind();
  const navigate = useNavigate();
  const remove = useDeleteFolder(kind);
  const ask = () =>
    confirmDelete({
      title: t('COLLECTION_DELETE_FOLDER'),
      message: t('COLLECTION_DELETE_FOLDER_CONFIRM', { title: folder.title }),
      onConfirm: () =>
        remove.mutate(folder, {
          onSuccess: () => {
            showSuccess(t('COLLECTION_DELETED', { title: folder.title }));
            navigate(homePath);
          },
          onError: showSaveError,
        }),
    });
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={18} aria-hidden />}
      loading={remove.isPending}
      onClick={ask}
    >
      {t('COLLECTION_DELETE_FOLDER')}
    </Button>
  );
}
