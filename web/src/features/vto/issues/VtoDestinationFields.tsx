import type { Collection } from '@eos/domain';
import { Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';

export interface VtoChoice {
  collectionId: string;
  revisionId: string;
}

interface VtoDestinationFieldsProps {
  /** The owner's editable V/TOs (useEditableVtos); undefined while loading. */
  collections: Collection[] | undefined;
  value: VtoChoice;
  onChange: (value: VtoChoice) => void;
  errors?: { collectionId?: ReactNode; revisionId?: ReactNode };
  disabled?: boolean;
}

/** Whether the owner's list came back empty: 'The selected owner does not have any editable V/TOs.' */
export const noEditableVtos = (collections: Collection[] | undefined) => collections?.length === 0;

/**
 * A folder, then a V/TO in it, among those the chosen owner may edit (000 §3, §5: both required). An
 * owner who may edit none is told so instead.
 */
export function VtoDestinationFields({ collections, value, onChange, errors, disabled }: VtoDestinationFieldsProps) {
  const { t } = useTranslation();
  if (noEditableVtos(collections)) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('VTO_NO_EDITABLE_VTOS')}
      </Text>
    );
  }
  const folder = collections?.find((c) => c.id === value.collectionId);
  return (
    <>
      <Select
        label={t('VTO_ISSUE_FOLDER')}
        placeholder={t('COLLECTION_CHOOSE_FOLDER')}
        required
        data={(collections ?? []).map((c) => ({ value: c.id, label: c.title }))}
        value={folder ? folder.id : null}
        onChange={(id) => onChange({ collectionId: id ?? '', revisionId: '' })}
        error={errors?.collectionId}
        disabled={disabled || !collections}
        allowDeselect={false}
      />
      <Select
        label={t('VTO_ISSUE_VTO')}
        placeholder={t('VTO_ISSUE_CHOOSE_VTO')}
        required
        data={(folder?.revisions ?? []).map((r) => ({ value: r.id, label: r.title }))}
        value={value.revisionId || null}
        onChange={(id) => onChange({ collectionId: value.collectionId, revisionId: id ?? '' })}
        error={errors?.revisionId}
        disabled={disabled || !folder}
        allowDeselect={false}
      />
    </>
  );
}
