import { displayName, type Meeting } from '@eos/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconRepeat, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { InviteeAvatars } from '../../../components/InviteeAvatars';
import { useShellContext } from '../../../shell/useShellContext';
import { CADENCE_KEYS } from '../format';
import { useUserClock } from '../useUserClock';
import { ColorTagDot } from './ColorTagDot';
import { TractionActions } from './TractionActions';

/** The top of the meeting page: what the meeting is, when it meets next, who is in it, and what one can do. */
export function TractionHeader({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const clock = useUserClock();
  // One-off and as-needed meetings have no next date once held; the server still sends the anchor.
  const next = meeting.nextDate ? clock(meeting.nextDate) : t('TRACTION_NO_NEXT_DATE');
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ColorTagDot tag={meeting.colorTag} />
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {meeting.title}
          </Title>
          {meeting.isLT && (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t('TRACTION_LT_BADGE')}
            </Badge>
          )}
        </Group>
        <TractionActions meeting={meeting} />
      </Group>
      <Group gap="lg" wrap="wrap" c="dimmed">
        <Group gap={6} wrap="nowrap">
          <IconRepeat size={16} aria-hidden />
          <Text size="sm">{t(CADENCE_KEYS[meeting.cadence])}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">{t('TRACTION_NEXT_DATE', { 0: next })}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm">
            {meeting.owner
              ? t('TRACTION_OWNER', { 0: displayName(meeting.owner, user.nameDisplayStyle) })
              : t('TRACTION_OWNER_UNKNOWN')}
          </Text>
        </Group>
        <InviteeAvatars invitees={meeting.invitees} />
      </Group>
    </Stack>
  );
}
