import { type Rock, RockUpdateRequest } from '@eos/domain';
import { Divider, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { useShellContext } from '../../../shell/useShellContext';
import { afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { ItemPopupCloseFooter } from '../popups/ItemPopupCloseFooter';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { DelegatedEntriesField } from './DelegatedEntriesField';
import { RockDelegatesSection } from './RockDelegatesSection';
import { RockFields } from './RockFields';
import { RockMilestones } from './RockMilestones';
import { RockRemoveButton } from './RockRemoveButton';
import { RockStatusSelect } from './RockStatusSelect';
import { isSubmitBlocked, type RockFormValues, rockToValues, toRockRequest } from './rockFormValues';

interface EditRockFormProps {
  /** The Rock as the cache has it now (status and milestones follow it; the form keeps its typing). */
  rock: Rock;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
  onRemoving: (removing: boolean) => void;
}

type RockAnswer = { rock: Rock };

/**
 * Edit Rock (000 §5): PUT rock/{id} keeps the owner; a new owner follows through PUT rock/{id}/reassign,
 * so the two toasts 'Updated' and 'Reassigned' read as the two steps they are. Status and milestones
 * save on their own, at once.
 */
export function EditRockForm({ rock, popup, onDirtyChange, onRemoving }: EditRockFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isObserver } = useShellContext();
  const canEdit = rock.abilities.canEdit && !isObserver;
  const form = useZodForm<RockFormValues>(RockUpdateRequest, rockToValues(rock));
  const { onSubmit, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const { ownerId, ...fields } = toRockRequest(values);
      const body = RockUpdateRequest.parse(fields);
      const newOwner = ownerId && ownerId !== rock.ownerId ? ownerId : null;
      let saved: RockAnswer;
      try {
        saved = await api.put<RockAnswer>(`rock/${rock.id}`, body, { quiet: true });
      } catch (error) {
        // Moved to meetings the current owner is not in: the new owner has to come with the same call.
        if (!newOwner || !(error instanceof ApiError && error.fieldMessage('ownerId'))) throw error;
        saved = await api.put<RockAnswer>(`rock/${rock.id}`, { ...body, ownerId: newOwner }, { quiet: true });
      }
      afterItemWrite(queryClient, 'rock', [saved.rock]);
      itemToasts.updated(saved.rock.title);
      // The delegated Rocks exist now: a retry after a failed reassign must not create them twice.
      form.setFieldValue('delegated', []);
      if (newOwner && saved.rock.ownerId === newOwner) itemToasts.reassigned(saved.rock.title);
      else if (newOwner) {
        const moved = await api.put<RockAnswer>(`rock/${rock.id}/reassign`, { ownerId: newOwner }, { quiet: true });
        afterItemWrite(queryClient, 'rock', [moved.rock]);
        itemToasts.reassigned(moved.rock.title);
      }
    },
  });

  useReportDirty(form.isDirty(), onDirtyChange);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {!canEdit && (
          <Text size="sm" c="dimmed">
            {t('ITEM_READ_ONLY')}
          </Text>
        )}
        <RockStatusSelect rock={rock} disabled={!canEdit} />
        <RockFields
          form={form}
          readOnly={!canEdit}
          titleLocked={!rock.abilities.canEditTitle && rock.delegatedFromRockId !== null}
          owner={rock.owner}
        />
        <Divider />
        <RockMilestones rock={rock} canEdit={canEdit} />
        <Divider />
        <RockDelegatesSection rock={rock} canEdit={canEdit} />
        {canEdit && <DelegatedEntriesField form={form} />}
      </Stack>
      {canEdit ? (
        <ItemPopupFooter
          submitLabel={t('ITEM_SAVE')}
          submitting={submitting}
          disabled={isSubmitBlocked(form)}
          start={<RockRemoveButton rock={rock} onRemoving={onRemoving} onRemoved={popup.close} />}
        />
      ) : (
        <ItemPopupCloseFooter />
      )}
    </form>
  );
}
