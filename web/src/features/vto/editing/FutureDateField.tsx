import '@mantine/dates/styles.layer.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';

interface FutureDateFieldProps {
  /** 'YYYY-MM-DD' or null while none is chosen. */
  value: string | null;
  onChange: (date: string | null) => void;
}

/** The date a plan or target is for ('December 31, 2033'); a calendar date, clearable. */
export function FutureDateField({ value, onChange }: FutureDateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={t('VTO_FUTURE_DATE')}
      valueFormat="MMMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': t('VTO_CLEAR_DATE') }}
      value={value ? value.slice(0, 10) : null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      popoverProps={{ withinPortal: true }}
      maw={280}
    />
  );
}
