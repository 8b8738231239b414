import { type Issue, IssueMoveRequest } from '@eos/domain';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { useMeetingSelector } from '../../../components/pickers/pickerQueries';
import { noEditableVtos, VtoDestinationFields } from '../../vto/issues/VtoDestinationFields';
import { moveIssueToVto, useEditableVtos } from '../../vto/issues/vtoIssueApi';
import { OwnerSelect } from '../fields/OwnerSelect';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { type IssueEntityType, IssueEntityTypeControl, requiredByEntity } from './IssueEntityType';
import { moveIssue } from './issueApi';
import { issueToasts } from './issueToasts';
import { cachedMeetingTitle, destinationRequest, moveFailure } from './moveDestination';

interface MoveIssueFormProps {
  popup: PopupState;
  issue: Issue;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Move Issue (000 §3, §5): an owner among the organization's licensed people (the issue's owner to start
 * with), then one of that owner's other meetings, or a folder and a V/TO the owner may edit. The owner comes first because the destination
 * meetings are the ones the owner attends.
 */
export function MoveIssueForm({ popup, issue, onDirtyChange }: MoveIssueFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(
    IssueMoveRequest,
    { destinationId: '', ownerId: issue.ownerId, destinationType: 'Meeting' as IssueEntityType, collectionId: '' },
    (v) =>
      requiredByEntity(v.destinationType, {
        meeting: ['destinationId', v.destinationId],
        folder: ['collectionId', v.collectionId],
        vto: ['destinationId', v.destinationId],
      }),
  );
  const isVto = form.values.destinationType === 'V/TO';
  const editableVtos = useEditableVtos(isVto ? form.values.ownerId : '');
  const noVto = isVto && noEditableVtos(editableVtos.data);
  useReportDirty(form.isDirty(), onDirtyChange);

  const ownerId = form.values.ownerId;
  const personIds = useMemo(() => (ownerId ? [ownerId] : []), [ownerId]);
  const excludedIds = useMemo(() => [issue.tractionId], [issue.tractionId]);
  const destinations = useMeetingSelector(destinationRequest(ownerId, issue.tractionId), Boolean(ownerId));
  // Only the answer for this owner counts, not the previous owner's kept on screen while it loads.
  const noOtherMeeting =
    !isVto &&
    Boolean(ownerId) &&
    destinations.isSuccess &&
    !destinations.isPlaceholderData &&
    destinations.data.length === 0;

  const { onSubmit, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const { destinationId, ownerId } = values;
      try {
        if (values.destinationType === 'V/TO') {
          const vto = await moveIssueToVto(queryClient, issue.id, {
            destinationId,
            destinationCollectionId: values.collectionId,
            ownerId,
          });
          issueToasts.moved(vto.title);
          return;
        }
        await moveIssue(queryClient, issue.id, { destinationId, ownerId });
      } catch (error) {
        throw moveFailure(error);
      }
      issueToasts.moved(cachedMeetingTitle(queryClient, destinationId) ?? '');
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
            form.setFieldValue('collectionId', '');
          }}
          error={form.getInputProps('ownerId').error}
        />
        <IssueEntityTypeControl
          label={t('VTO_ISSUE_MOVE_TO')}
          value={form.values.destinationType}
          onChange={(destinationType) => {
            form.setFieldValue('destinationType', destinationType);
            form.setFieldValue('destinationId', '');
            form.setFieldValue('collectionId', '');
          }}
        />
        {isVto ? (
          <VtoDestinationFields
            collections={editableVtos.data}
            value={{ collectionId: form.values.collectionId, revisionId: form.values.destinationId }}
            onChange={(choice) => {
              form.setFieldValue('collectionId', choice.collectionId);
              form.setFieldValue('destinationId', choice.revisionId);
            }}
            errors={{
              collectionId: form.getInputProps('collectionId').error,
              revisionId: form.getInputProps('destinationId').error,
            }}
            disabled={!ownerId}
          />
        ) : noOtherMeeting ? (
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
      <ItemPopupFooter submitLabel={t('ISSUE_MOVE')} submitting={submitting} disabled={noOtherMeeting || noVto} />
    </form>
  );
}
