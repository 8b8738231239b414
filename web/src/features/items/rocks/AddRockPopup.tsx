import { type Rock, RockCreateRequest } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { selfAsPerson } from '../../../components/pickers/selfAsPerson';
import { useShellContext } from '../../../shell/useShellContext';
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
  const { user } = useShellContext();
  const me = useMemo(() => selfAsPerson(user)[0] ?? null, [user]);
  const popup = usePopupState(onClosed);
  const form = useZodForm<RockFormValues>(RockCreateRequest, {
    ...emptyRockValues(request.tractionId, me?.id),
    ...(request.prefill?.type ? { type: request.prefill.type } : {}),
  });
  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const body = RockCreateRequest.parse(toRockRequest(values));
      const answer = await api.post<{ rock: Rock; delegatedRocks: Rock[] }>('rocks', body, { quiet: true });
      afterItemWrite(queryClient, 'rock', [answer.rock, ...answer.delegatedRocks]);
      itemToasts.created(answer.rock.title);
      request.onCreated?.(answer.rock);
    },
    // The next Rock most likely goes to the same meetings with the same type and owner; the rest starts over.
    resetValues: (values) => ({ ...emptyRockValues(null, me?.id), tractionIds: values.tractionIds, type: values.type }),
  });
  return (
    <ItemPopup popup={popup} title={t('ROCK_ADD_TITLE')} dirty={form.isDirty()} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <RockFields form={form} owner={me} />
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
