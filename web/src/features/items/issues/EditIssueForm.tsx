import { type Issue, IssueUpdateRequest } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { itemToasts } from '../api/toasts';
import { NotesField } from '../fields/NotesField';
import { OwnerSelect } from '../fields/OwnerSelect';
import { TitleField } from '../fields/TitleField';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { ItemPopupCloseFooter } from '../popups/ItemPopupCloseFooter';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { IssueActions } from './IssueActions';
import { reassignIssue, updateIssue } from './issueApi';

interface EditIssueFormProps {
  popup: PopupState;
  issue: Issue;
  /** Observers and people who may not change the issue see it with every control disabled. */
  readOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
  /** Told before this popup removes the issue (true) and when the removal failed (false). */
  onRemoving: (removing: boolean) => void;
}

/** Edit Issue (000 §5): title and owner required, notes; Solve or Reopen, Move and Remove beside Save. */
export function EditIssueForm({ popup, issue, readOnly, onDirtyChange, onRemoving }: EditIssueFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(IssueUpdateRequest, {
    title: issue.title,
    ownerId: issue.ownerId,
    contentHtml: issue.contentHtml,
  });

  useReportDirty(form.isDirty(), onDirtyChange);

  // The owner can change under the popup (a Move opened from here, a colleague's reassign): unless the
  // user picked another owner meanwhile, follow it, so saving does not reassign the issue back.
  const seenOwner = useRef(issue.ownerId);
  useEffect(() => {
    if (issue.ownerId === seenOwner.current) return;
    const untouched = form.getValues().ownerId === seenOwner.current;
    seenOwner.current = issue.ownerId;
    if (!untouched) return;
    form.setFieldValue('ownerId', issue.ownerId);
    form.setInitialValues({ ...form.getInitialValues(), ownerId: issue.ownerId });
  }, [issue.ownerId, form]);

  const { onSubmit, submitting } = useItemFormSubmit(form, {
    popup,
    // 000 §4: the edit saves with the issue's owner as it is; a different owner is a reassign step after.
    save: async (values) => {
      const saved = await updateIssue(queryClient, issue.id, {
        title: values.title,
        ownerId: issue.ownerId,
        contentHtml: values.contentHtml,
      });
      itemToasts.updated(saved.title);
      if (values.ownerId !== issue.ownerId) {
        const reassigned = await reassignIssue(queryClient, issue.id, values.ownerId);
        itemToasts.reassigned(reassigned.title);
      }
    },
  });

  const meetingIds = useMemo(() => [issue.tractionId], [issue.tractionId]);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TitleField form={form} required={!readOnly} disabled={readOnly} />
        <OwnerSelect
          label={t('ITEM_FIELD_OWNER')}
          required={!readOnly}
          tractionIds={meetingIds}
          selected={issue.owner}
          value={form.values.ownerId || null}
          onChange={(id) => form.setFieldValue('ownerId', id ?? '')}
          error={form.getInputProps('ownerId').error}
          disabled={readOnly}
        />
        <NotesField form={form} disabled={readOnly} />
      </Stack>
      {readOnly ? (
        <ItemPopupCloseFooter readOnlyNote />
      ) : (
        <ItemPopupFooter
          submitLabel={t('ITEM_SAVE')}
          submitting={submitting}
          start={<IssueActions issue={issue} popup={popup} disabled={submitting} onRemoving={onRemoving} />}
        />
      )}
    </form>
  );
}
