import '@mantine/dates/styles.layer.css';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';

interface DueDateFieldProps {
  /** A form whose `dueDate` is 'YYYY-MM-DD', or '' while none is chosen. */
  form: UseFormReturnType<{ dueDate: string }>;
  /** 'Due date' unless said otherwise (a milestone's). */
  label?: ReactNode;
  disabled?: boolean;
}

/** A required date-only field: the value travels as 'YYYY-MM-DD' (002 §9), shown as 'Fri, Nov 27, 2026'. */
export function DueDateField({ form, label, disabled }: DueDateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={label ?? t('ITEM_FIELD_DUE_DATE')}
      withAsterisk
      valueFormat="ddd, MMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={form.values.dueDate || null}
      onChange={(next) => form.setFieldValue('dueDate', next ? String(next) : '')}
      error={form.getInputProps('dueDate').error}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
    />
  );
}
