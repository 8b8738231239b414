import { type Issue, IssueMoveRequest } from '@eos/domain';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../components/forms/useZodForm';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { useMeetingSelector } from '../../../components/pickers/pickerQueries';
import { OwnerSelect } from '../fields/OwnerSelect';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { moveIssue } from './issueApi';
import { issueToasts } from './issueToasts';
import { cachedMeetingTitle, destinationRequest, moveFailure } from './moveDestination';

interface MoveIssueFormProps {
  popup: PopupState;
  issue: Issue;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Move Issue (000 §5): an owner among the organization's licensed people (the issue's owner to start
 * with), then one of that owner's other meetings. The owner comes first because the destination
 * meetings are the ones the owner attends.
 */
export function MoveIssueForm({ popup, issue, onDirtyChange }: MoveIssueFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(IssueMoveRequest, { destinationId: '', ownerId: issue.ownerId });
  useReportDirty(form.isDirty(), onDirtyChange);

  const ownerId = form.values.ownerId;
  const personIds = useMemo(() => (ownerId ? [ownerId] : []), [ownerId]);
  const excludedIds = useMemo(() => [issue.tractionId], [issue.tractionId]);
  const destinations = useMeetingSelector(destinationRequest(ownerId, issue.tractionId), Boolean(ownerId));
  // Only the answer for this owner counts, not the previous owner's kept on screen while it loads.
  const noOtherMeeting =
    Boolean(ownerId) && destinations.isSuccess && !destinations.isPlaceholderData && destinations.data.length === 0;

  const { onSubmit, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      try {
        await moveIssue(queryClient, issue.id, { destinationId: values.destinationId, ownerId: values.ownerId });
      } catch (error) {
        throw moveFailure(error);
      }
      issueToasts.moved(cachedMeetingTitle(queryClient, values.destinationId) ?? '');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <OwnerSelect
          label={t('ITEM_FIELD_OWNER')}
          required
          selected={issue.owner}
          value={ownerId || null}
          onChange={(id) => {
            // The destinations are the owner's meetings: another owner chooses again.
            form.setFieldValue('ownerId', id ?? '');
            form.setFieldValue('destinationId', '');
          }}
          error={form.getInputProps('ownerId').error}
        />
        {noOtherMeeting ? (
          <Text size="sm" c="dimmed" role="status">
            {t('ISSUE_MOVE_NO_MEETINGS')}
          </Text>
        ) : (
          <MeetingPicker
            label={t('ISSUE_FIELD_DESTINATION')}
            required
            personIds={personIds}
            excludedIds={excludedIds}
            value={form.values.destinationId || null}
            onChange={(id) => form.setFieldValue('destinationId', id ?? '')}
            error={form.getInputProps('destinationId').error}
            disabled={!ownerId}
          />
        )}
      </Stack>
      <ItemPopupFooter submitLabel={t('ISSUE_MOVE')} submitting={submitting} disabled={noOtherMeeting} />
    </form>
  );
}
