import { Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { useLeadershipMeeting } from '../api';

/**
 * Which meeting is the leadership-team meeting (Owner and Admin): its invitees are the leadership
 * team, the LT badge. Choosing another calls PUT org/leadershipteam/{orgId}/{meetingId}.
 */
export function LeadershipMeetingSelect({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useLeadershipMeeting(orgId);
  const choose = useMutation({
    mutationFn: (meetingId: string) => api.put(`org/leadershipteam/${orgId}/${meetingId}`, {}, { quiet: true }),
    onSuccess: () => {
      showSuccess(t('LT_UPDATED'));
      // Both meetings' isLT changed (meeting lists, this select) and so did who wears the LT badge.
      for (const queryKey of [queryKeys.meetingLists, ['meeting'], queryKeys.peopleLists]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: showSaveError,
  });

  if (current.isPending) return <Skeleton height={56} maw={360} aria-label={t('LT_MEETING')} />;
  const value = choose.isPending ? choose.variables : (current.data?.id ?? null);
  return (
    <Stack gap={4} maw={360}>
      <MeetingPicker
        label={t('LT_MEETING')}
        value={value}
        onChange={(id) => {
          if (id && id !== current.data?.id) choose.mutate(id);
        }}
        // A setting, not a form field: it can be changed, not emptied (the call marks one meeting).
        clearable={false}
        disabled={choose.isPending}
      />
      <Text size="xs" c="dimmed">
        {t('LT_MEETING_DESCRIPTION')}
      </Text>
    </Stack>
  );
}
