import { type Rock, RockCreateRequest } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useZodForm } from '../../../components/forms/useZodForm';
import { afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';
import { ItemPopup, ItemPopupFooter, usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { DelegatedEntriesField } from './DelegatedEntriesField';
import { RockFields } from './RockFields';
import { emptyRockValues, isSubmitBlocked, type RockFormValues, toRockRequest } from './rockFormValues';

/** Add Rock (000 §2, §5): POST rocks, with its delegated Rocks created in the same call. */
export function AddRockPopup({ request, onClosed }: ItemPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const popup = usePopupState(onClosed);
  const form = useZodForm<RockFormValues>(RockCreateRequest, emptyRockValues(request.tractionId));
  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const body = RockCreateRequest.parse(toRockRequest(values));
      const answer = await api.post<{ rock: Rock; delegatedRocks: Rock[] }>('rocks', body, { quiet: true });
      afterItemWrite(queryClient, 'rock', [answer.rock, ...answer.delegatedRocks]);
      itemToasts.created(answer.rock.title);
    },
    // The next Rock most likely goes to the same meetings with the same type; the rest starts over.
    resetValues: (values) => ({ ...emptyRockValues(null), tractionIds: values.tractionIds, type: values.type }),
  });
  return (
    <ItemPopup popup={popup} title={t('ROCK_ADD_TITLE')} dirty={form.isDirty()} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <RockFields form={form} />
          <DelegatedEntriesField form={form} />
        </Stack>
        <ItemPopupFooter
          submitLabel={t('ITEM_ADD')}
          submitting={submitting}
          disabled={isSubmitBlocked(form)}
          onCreateAnother={onCreateAnother}
        />
      </form>
    </ItemPopup>
  );
}
