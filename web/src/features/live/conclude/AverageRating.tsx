import { MEETING_RATING } from '@eos/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { formatRating } from '../../traction/format';

/** The meeting's average rating; 8 and above is a good meeting (001 §3) and is marked so. */
export function AverageRating({ average }: { average: number | null }) {
  const { t } = useTranslation();
  if (average === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('LIVE_RATING_NONE')}
      </Text>
    );
  }
  const good = average >= MEETING_RATING.good;
  return (
    <Group gap="xs">
      <Text fw={700} c={good ? 'green.8' : undefined}>
        {t('LIVE_RATING_AVERAGE', { 0: formatRating(average) })}
      </Text>
      {good && (
        <Badge color="green" variant="light">
          {t('LIVE_RATING_GOOD')}
        </Badge>
      )}
    </Group>
  );
}
