import type { Meeting } from '@eos/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useRouteModalClose } from '../../../components/RouteModal';
import { useDeleteMeeting } from '../api';

/** Delete, after a confirmation: the meeting is gone for every invitee, so the list is where to land. */
export function MeetingDeleteButton({ meeting }: { meeting: Pick<Meeting, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const close = useRouteModalClose();
  const remove = useDeleteMeeting();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('MEETING_DELETE_TITLE'),
      centered: true,
      children: <Text size="sm">{t('MEETING_DELETE_CONFIRM', { 0: meeting.title })}</Text>,
      labels: { confirm: t('MEETING_DELETE'), cancel: t('MEETING_CANCEL') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(meeting.id, {
          onSuccess: () => {
            showSuccess(t('MEETING_REMOVED', { 0: meeting.title }));
            close('/meetings');
          },
          onError: showSaveError,
        }),
    });

  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      loading={remove.isPending}
      onClick={confirm}
    >
      {t('MEETING_DELETE')}
    </Button>
  );
}
