import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../app/i18n';

/**
 * 000 §2: adding a To-Do, Issue, Headline, Measurable or Rock needs a meeting first. Until the
 * meetings work lands nobody has one, so every quick-add asks the user to create a meeting.
 */
export function openMeetingRequiredPrompt(onCreateMeeting: () => void): void {
  modals.openConfirmModal({
    modalId: 'meeting-required',
    title: i18n.t('MEETING_REQUIRED_TITLE'),
    centered: true,
    children: <Text size="sm">{i18n.t('MEETING_REQUIRED_MESSAGE')}</Text>,
    labels: { confirm: i18n.t('CREATE_MEETING'), cancel: i18n.t('CANCEL') },
    onConfirm: onCreateMeeting,
  });
}
