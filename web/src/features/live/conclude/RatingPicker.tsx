import { MEETING_RATING } from '@eos/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

interface RatingPickerProps {
  /** Whose rating: names the group for screen readers. */
  label: string;
  value: number | null;
  disabled?: boolean;
  onPick: (rating: number) => void;
}

const SCALE = Array.from({ length: MEETING_RATING.max - MEETING_RATING.min + 1 }, (_, i) => MEETING_RATING.min + i);

/** 1 to 10 as a row of buttons, the chosen one pressed; wraps to two lines on a phone. */
export function RatingPicker({ label, value, disabled, onPick }: RatingPickerProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} role="group" aria-label={label}>
      {SCALE.map((n) => (
        <Button
          key={n}
          size="compact-sm"
          w={36}
          variant={value === n ? 'filled' : 'default'}
          aria-pressed={value === n}
          aria-label={t('LIVE_RATE', { 0: n })}
          disabled={disabled}
          onClick={() => onPick(n)}
        >
          {n}
        </Button>
      ))}
    </Group>
  );
}
