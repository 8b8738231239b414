import { LIMITS, RenameRequest, type Revision } from '@eos/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { useRenameRevision } from '../api';
import { useCollectionKind } from '../kind';

type RevisionRef = Pick<Revision, 'id' | 'collectionId' | 'title'>;

/** Rename a revision: a name another revision or folder has is refused by the server, under the field. */
export function RenameRevisionPopup({ revision, onClose }: { revision: RevisionRef; onClose: () => void }) {
  const { t } = useTranslation();
  const { kind } = useCollectionKind();
  const rename = useRenameRevision(kind);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(RenameRequest, { title: revision.title });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const { title } = RenameRequest.parse(values);
    try {
      await rename.mutateAsync({ revision, title });
      showSuccess(t('COLLECTION_RENAMED', { title }));
      onClose();
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('COLLECTION_RENAME_TITLE')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={alert} />
          <LimitedTextInput
            {...form.getInputProps('title')}
            label={t('COLLECTION_NAME')}
            maxLength={LIMITS.inlineTextMax}
            withAsterisk
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('CANCEL')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
