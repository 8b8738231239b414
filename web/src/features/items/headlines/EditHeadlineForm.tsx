import { type Headline, HeadlineUpdateRequest } from '@eos/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { api } from '../../../api/client';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showWarning } from '../../../app/toasts';
import { useZodForm } from '../../../components/forms/useZodForm';
import { useShellContext } from '../../../shell/useShellContext';
import { afterItemWrite } from '../api/entityCache';
import { useItemDeletedElsewhere } from '../api/live';
import { itemToasts } from '../api/toasts';
import { NotesField } from '../fields/NotesField';
import { OwnerSelect } from '../fields/OwnerSelect';
import { TitleField } from '../fields/TitleField';
import { ConfirmRemoveButton } from '../popups/ConfirmRemoveButton';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { ItemPopupCloseFooter } from '../popups/ItemPopupCloseFooter';
import { openItemPopup } from '../popups/store';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { HeadlineReviewSwitch } from './HeadlineReviewSwitch';
import { removeHeadline } from './headlineApi';

type EditValues = { title: string; ownerId: string; contentHtml: string };

interface EditHeadlineFormProps {
  /** The headline as the cache has it now: its status follows live changes, the form does not. */
  headline: Headline;
  popup: PopupState;
  /** Tells the surrounding popup whether closing should ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The fields of EditHeadlinePopup (001 §2: title, rich-text content, owner) and its actions: review
 * toggle, Remove, Cascade (flagged). Read-only for Observers and for whoever may not edit it.
 */
export function EditHeadlineForm({ headline, popup, onDirtyChange }: EditHeadlineFormProps) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const queryClient = useQueryClient();
  const cascadeEnabled = useFeatureFlag('cascade-headlines');
  const readOnly = isObserver || !headline.abilities.canEdit;
  const meeting = useMemo(() => [headline.tractionId], [headline.tractionId]);

  const form = useZodForm<EditValues>(HeadlineUpdateRequest, {
    title: headline.title,
    ownerId: headline.ownerId,
    contentHtml: headline.contentHtml,
  });

  const { onSubmit, submitting } = useItemFormSubmit(form, {
    popup,
    // One PUT carries the new owner too: the server reassigns (and tells the new owner) in the same write.
    save: async (values) => {
      const body = HeadlineUpdateRequest.parse(values);
      const answer = await api.put<{ headline: Headline }>(`headline/${headline.id}`, body, { quiet: true });
      afterItemWrite(queryClient, 'headline', [answer.headline]);
      itemToasts.updated(answer.headline.title);
      if (body.ownerId !== form.getInitialValues().ownerId) itemToasts.reassigned(answer.headline.title);
    },
  });

  useReportDirty(!readOnly && form.isDirty(), onDirtyChange);

  // Our own removal also comes back from the hub; only someone else's closes the popup with a message.
  const removing = useRef(false);
  useItemDeletedElsewhere('headline', headline.id, () => {
    if (removing.current) return;
    showWarning(t('HEADLINE_REMOVED_ELSEWHERE'));
    popup.close();
  });
  const remove = async () => {
    removing.current = true;
    try {
      await removeHeadline(queryClient, headline);
      popup.close();
    } catch (error) {
      removing.current = false;
      showSaveError(error);
    }
  };

  const actions = (
    <>
      <HeadlineReviewSwitch headline={headline} />
      <ConfirmRemoveButton
        title={t('HEADLINE_REMOVE_TITLE')}
        message={t('HEADLINE_REMOVE_MESSAGE', { 0: headline.title })}
        onConfirm={remove}
      />
      {cascadeEnabled && (
        <Button
          variant="subtle"
          leftSection={<IconArrowsSplit size={16} aria-hidden />}
          onClick={() => openItemPopup({ kind: 'cascadeHeadline', id: headline.id })}
        >
          {t('HEADLINE_CASCADE')}
        </Button>
      )}
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {readOnly && (
          <Text size="sm" c="dimmed">
            {t('ITEM_READ_ONLY')}
          </Text>
        )}
        <TitleField form={form} required={!readOnly} disabled={readOnly} />
        <OwnerSelect
          label={t('ITEM_FIELD_OWNER')}
          required={!readOnly}
          tractionIds={meeting}
          selected={headline.owner}
          value={form.values.ownerId || null}
          onChange={(id) => form.setFieldValue('ownerId', id ?? '')}
          error={form.getInputProps('ownerId').error}
          disabled={readOnly}
        />
        <NotesField form={form} disabled={readOnly} />
      </Stack>
      {readOnly ? (
        <ItemPopupCloseFooter />
      ) : (
        <ItemPopupFooter submitLabel={t('ITEM_SAVE')} submitting={submitting} start={actions} />
      )}
    </form>
  );
}
