import { averageRating } from '@eos/domain';
import { Card, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { LIST_STYLE } from '../sections/listStyle';
import { AverageRating } from './AverageRating';
import { RatingRow } from './RatingRow';

/** Every attendee's rating of the meeting, 1 to 10, and their average. */
export function RatingsCard() {
  const { t } = useTranslation();
  const { state } = useLive();
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={4} id={titleId} mb="xs">
        {t('LIVE_RATINGS')}
      </Title>
      <ul style={LIST_STYLE}>
        {state.attendees.map((a) => (
          <RatingRow key={a.personId} attendee={a} />
        ))}
      </ul>
      <AverageRating average={averageRating(state.attendees)} />
    </Card>
  );
}
