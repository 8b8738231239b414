import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

interface PopupActionsProps {
  submitLabel: string;
  /** 002 §4: the submit stays disabled while the form is invalid. */
  disabled: boolean;
  loading: boolean;
  onCancel: () => void;
}

/** Cancel and the popup's submit (Update, Add Card), at the end of its form. */
export function PopupActions({ submitLabel, disabled, loading, onCancel }: PopupActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel}>
        {t('CANCEL')}
      </Button>
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
