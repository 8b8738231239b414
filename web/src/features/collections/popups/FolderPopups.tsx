import { type Collection, CollectionRequest, LIMITS } from '@eos/domain';
import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { useSaveFolder } from '../api';
import { useCollectionKind } from '../kind';

/** CreateFolderPopup (001 §2, §5): a title unique among the kind's folders, then the new folder's page. */
export function CreateFolderPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { folderPath } = useCollectionKind();
  const navigate = useNavigate();
  return (
    <Modal opened onClose={onClose} title={t('COLLECTION_CREATE_FOLDER')} centered>
      <FolderForm
        submitLabel={t('COLLECTION_CREATE')}
        onSaved={(folder) => {
          onClose();
          navigate(folderPath(folder.id));
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}

/** Edit a folder: its title, and making it the company folder (there is one; it is not turned off here). */
export function EditFolderPopup({ folder, onClose }: { folder: Collection; onClose: () => void }) {
  const { t } = useTranslation();
  const { texts } = useCollectionKind();
  return (
    <Modal opened onClose={onClose} title={t('COLLECTION_EDIT_FOLDER')} centered>
      <FolderForm
        folder={folder}
        submitLabel={t('SAVE')}
        onSaved={(saved) => {
          const madeCompany = saved.isCompanyFolder && !folder.isCompanyFolder;
          showSuccess(t(madeCompany ? texts.folderMadeCompany : texts.folderEdited, { title: saved.title }));
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}

interface FolderFormProps {
  folder?: Collection;
  submitLabel: string;
  onSaved: (folder: Collection) => void;
  onCancel: () => void;
}

function FolderForm({ folder, submitLabel, onSaved, onCancel }: FolderFormProps) {
  const { t } = useTranslation();
  const { kind } = useCollectionKind();
  const save = useSaveFolder(kind);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(CollectionRequest, {
    title: folder?.title ?? '',
    isCompanyFolder: folder?.isCompanyFolder ?? false,
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      onSaved(await save.mutateAsync({ id: folder?.id, body: CollectionRequest.parse(values) }));
    } catch (error) {
      // The server's uniqueness message names the title: it goes under the field.
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <LimitedTextInput
          {...form.getInputProps('title')}
          label={t('COLLECTION_FOLDER_NAME')}
          maxLength={LIMITS.inlineTextMax}
          withAsterisk
          data-autofocus
        />
        {folder && (
          <Switch
            {...form.getInputProps('isCompanyFolder', { type: 'checkbox' })}
            label={t('COLLECTION_COMPANY_FOLDER')}
            description={t('COLLECTION_COMPANY_FOLDER_HINT')}
            disabled={folder.isCompanyFolder}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
