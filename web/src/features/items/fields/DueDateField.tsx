import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface DueDateFieldProps {
  label: ReactNode;
  /** 'YYYY-MM-DD' or '' / null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/** A date-only field: the value travels as 'YYYY-MM-DD' (002 §9), shown as 'Fri, Nov 27, 2026'. */
export function DueDateField({ label, value, onChange, error, disabled, required }: DueDateFieldProps) {
  return (
    <DatePickerInput
      label={label}
      withAsterisk={required}
      valueFormat="ddd, MMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={value || null}
      onChange={(next) => onChange(next ? String(next) : null)}
      error={error}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
    />
  );
}
