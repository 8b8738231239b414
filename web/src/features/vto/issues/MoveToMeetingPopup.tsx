import { IssueMoveRequest, type LongTermIssue } from '@eos/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { useZodForm } from '../../../components/forms/useZodForm';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { OwnerSelect } from '../../items/fields/OwnerSelect';
import { issueToasts } from '../../items/issues/issueToasts';
import { cachedMeetingTitle, moveFailure } from '../../items/issues/moveDestination';
import { moveLongTermIssue, type RevisionIds } from './vtoIssueApi';

interface MoveToMeetingPopupProps {
  ids: RevisionIds;
  issue: LongTermIssue;
  onClose: () => void;
}

/**
 * 'Move to a meeting': Move Issue's owner-then-meeting choice (the meetings the owner attends) for a
 * long-term issue; the toasts are Move Issue's (000 §8).
 */
export function MoveToMeetingPopup({ ids, issue, onClose }: MoveToMeetingPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useZodForm(IssueMoveRequest, { destinationId: '', ownerId: issue.assignedToId ?? '' });
  const ownerId = form.values.ownerId;
  const personIds = useMemo(() => (ownerId ? [ownerId] : []), [ownerId]);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await moveLongTermIssue(queryClient, ids, issue.id, values);
      issueToasts.moved(cachedMeetingTitle(queryClient, values.destinationId) ?? '');
      onClose();
    } catch (error) {
      showSaveError(moveFailure(error));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('VTO_ISSUE_MOVE_TITLE', { title: issue.title })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <OwnerSelect
            label={t('ITEM_FIELD_OWNER')}
            required
            value={ownerId || null}
            onChange={(id) => {
              form.setFieldValue('ownerId', id ?? '');
              form.setFieldValue('destinationId', '');
            }}
            error={form.getInputProps('ownerId').error}
          />
          <MeetingPicker
            label={t('ISSUE_FIELD_DESTINATION')}
            required
            personIds={personIds}
            value={form.values.destinationId || null}
            onChange={(id) => form.setFieldValue('destinationId', id ?? '')}
            error={form.getInputProps('destinationId').error}
            disabled={!ownerId}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('VTO_CANCEL')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('ISSUE_MOVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
