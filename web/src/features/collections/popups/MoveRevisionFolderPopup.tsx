import { type Collection, CollectionMessages, LIMITS, type Revision } from '@eos/domain';
import { Button, Group, Modal, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { useCollections, useMoveRevision } from '../api';
import { FOLDER_OPTION_MAX, FOLDER_SELECTED_MAX, sameFolderName, shortenLabel } from '../folderLabel';
import { useCollectionKind } from '../kind';

type RevisionRef = Pick<Revision, 'id' | 'collectionId' | 'title'>;
type Destination = 'existing' | 'new';
/** The form's shape; which field is required depends on the destination (moveErrors). */
const MoveValues = z.object({
  destination: z.enum(['existing', 'new']),
  destinationCollectionId: z.string().nullable(),
  newCollectionTitle: z.string(),
});
type MoveValues = z.infer<typeof MoveValues>;

/** A folder must be chosen; a new name must be non-blank and no folder's name yet, the current one's included. */
function moveErrors(values: MoveValues, folders: Collection[]): Record<string, string> {
  if (values.destination === 'existing')
    return values.destinationCollectionId ? {} : { destinationCollectionId: 'VAL_REQUIRED' };
  const name = values.newCollectionTitle.trim();
  if (!name) return { newCollectionTitle: 'VAL_REQUIRED' };
  if (folders.some((f) => sameFolderName(f.title, name)))
    return { newCollectionTitle: CollectionMessages.moveFolderExists };
  return {};
}

interface MovePopupProps {
  revision: RevisionRef;
  onClose: () => void;
  /** On the revision's own page: the page follows it to its new folder. */
  followRevision?: boolean;
}

/**
 * MoveRevisionFolderPopup (001 §2, §5): into another folder, or into a new one named here. A new name
 * must differ from every folder's, the current one's included; the list is at hand, so that is
 * checked before the call (the server checks again).
 */
export function MoveRevisionFolderPopup(props: MovePopupProps) {
  const { t } = useTranslation();
  const { kind } = useCollectionKind();
  const folders = useCollections(kind);
  return (
    <Modal opened onClose={props.onClose} title={t('COLLECTION_MOVE_TITLE', { title: props.revision.title })} centered>
      {folders.data ? (
        <MoveForm {...props} folders={folders.data} />
      ) : (
        <Skeleton height={160} role="status" aria-busy="true" aria-label={t('COLLECTION_LOADING')} />
      )}
    </Modal>
  );
}

function MoveForm({ revision, onClose, followRevision = false, folders }: MovePopupProps & { folders: Collection[] }) {
  const { t } = useTranslation();
  const { kind, revisionPath } = useCollectionKind();
  const navigate = useNavigate();
  const move = useMoveRevision(kind);
  const [alert, setAlert] = useState<string | null>(null);
  const others = folders.filter((f) => f.id !== revision.collectionId);
  const form = useZodForm<MoveValues>(
    MoveValues,
    { destination: others.length > 0 ? 'existing' : 'new', destinationCollectionId: null, newCollectionTitle: '' },
    (values) => moveErrors(values, folders),
  );
  const values = form.getValues();
  const selected = others.find((f) => f.id === values.destinationCollectionId);

  const submit = form.onSubmit(async (v) => {
    setAlert(null);
    const body =
      v.destination === 'existing'
        ? { destinationCollectionId: v.destinationCollectionId ?? undefined }
        : { newCollectionTitle: v.newCollectionTitle.trim() };
    try {
      const moved = await move.mutateAsync({ revision, body });
      showSuccess(t('COLLECTION_MOVED', { title: revision.title, folder: moved.collectionTitle }));
      onClose();
      if (followRevision) navigate(revisionPath(moved), { replace: true });
    } catch (error) {
      setAlert(applyServerErrors(form, error, ['destinationCollectionId', 'newCollectionTitle']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <Radio.Group
          {...form.getInputProps('destination')}
          label={t('COLLECTION_MOVE_TO')}
          onChange={(value) => {
            form.setFieldValue('destination', value as Destination);
            form.clearErrors();
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="existing" label={t('COLLECTION_MOVE_EXISTING')} disabled={others.length === 0} />
            <Radio value="new" label={t('COLLECTION_MOVE_NEW')} />
          </Stack>
        </Radio.Group>
        {values.destination === 'existing' ? (
          <Select
            {...form.getInputProps('destinationCollectionId')}
            label={t('COLLECTION_FOLDER')}
            placeholder={t('COLLECTION_CHOOSE_FOLDER')}
            withAsterisk
            data={others.map((f) => ({ value: f.id, label: shortenLabel(f.title, FOLDER_SELECTED_MAX) }))}
            // The list shows 40 characters, the field 41 (001 §9); hovering either shows the whole name.
            renderOption={({ option }) => {
              const title = others.find((f) => f.id === option.value)?.title ?? '';
              return (
                <Text size="sm" title={title}>
                  {shortenLabel(title, FOLDER_OPTION_MAX)}
                </Text>
              );
            }}
            title={selected?.title}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <LimitedTextInput
            {...form.getInputProps('newCollectionTitle')}
            label={t('COLLECTION_NEW_FOLDER_NAME')}
            maxLength={LIMITS.inlineTextMax}
            withAsterisk
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" loading={move.isPending}>
            {t('COLLECTION_MOVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
