import { LIMITS } from '@eos/domain';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';

interface TitleFieldProps {
  form: UseFormReturnType<{ title: string }>;
  /** The asterisk; left off where the popup is read-only. */
  required?: boolean;
  disabled?: boolean;
  /** A line under the label (why a delegated Rock's title is locked). */
  description?: ReactNode;
}

/** An item's title: the first field of every item popup, focused when it opens. */
export function TitleField({ form, required = true, disabled, description }: TitleFieldProps) {
  const { t } = useTranslation();
  return (
    <LimitedTextInput
      label={t('ITEM_FIELD_TITLE')}
      withAsterisk={required}
      maxLength={LIMITS.inlineTextMax}
      disabled={disabled}
      description={description}
      data-autofocus
      {...form.getInputProps('title')}
    />
  );
}
