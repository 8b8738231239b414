import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../app/i18n';
import { RichTextField } from './RichTextField';

interface NotesFieldProps {
  form: UseFormReturnType<{ contentHtml: string }>;
  disabled?: boolean;
}

/** An item's notes (002 §5 rich text). The 'Add notes' invitation shows only while it can be edited. */
export function NotesField({ form, disabled }: NotesFieldProps) {
  const { t } = useTranslation();
  return (
    <RichTextField
      label={t('ITEM_FIELD_NOTES')}
      placeholder={t('ITEM_NOTES_PLACEHOLDER')}
      value={form.values.contentHtml}
      onChange={(html) => form.setFieldValue('contentHtml', html)}
      disabled={disabled}
    />
  );
}
