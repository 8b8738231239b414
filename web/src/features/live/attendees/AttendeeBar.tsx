import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { AttendeeChip } from './AttendeeChip';
import { MarkPresentMenu } from './MarkPresentMenu';
import { ScribeButton } from './ScribeButton';

/** Who is in the meeting, with marking someone present and claiming the scribe role. */
export function AttendeeBar() {
  const { t } = useTranslation();
  const { state } = useLive();
  const titleId = useId();
  return (
    <Group component="section" aria-labelledby={titleId} gap="sm" wrap="wrap" align="center">
      <Text id={titleId} size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('LIVE_ATTENDEES', { 0: state.attendees.length })}
      </Text>
      <Group component="ul" gap="md" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {state.attendees.map((a) => (
          <AttendeeChip key={a.personId} attendee={a} />
        ))}
      </Group>
      <MarkPresentMenu />
      <ScribeButton />
    </Group>
  );
}
