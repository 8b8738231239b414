import { type BillingAddressView, BillingToasts } from '@eos/domain';
import { Alert, Modal, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { applyServerErrors, errorMessage } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { AddressFields } from '../address/AddressFields';
import {
  ADDRESS_PATHS,
  type AddressFormValues,
  addressFormSchema,
  addressForRequest,
  addressFromView,
} from '../address/addressValues';
import { type CountryLists, useCountryLists } from '../address/useCountryLists';
import { refreshBilling, useBillingAddress } from '../api';
import { FormSkeleton } from './FormSkeleton';
import { PopupActions } from './PopupActions';

interface UpdateBillingInfoPopupProps {
  /** The card whose billing address is edited; null when closed. */
  cardId: string | null;
  onClose: () => void;
}

/** Update Billing Information (002 §2): a card's billing address; Cancel and Update. */
export function UpdateBillingInfoPopup({ cardId, onClose }: UpdateBillingInfoPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={cardId !== null} onClose={onClose} title={t('BILLING_UPDATE_BILLING_INFO')} size="lg" centered>
      {cardId && <Loader cardId={cardId} onClose={onClose} />}
    </Modal>
  );
}

function Loader({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lists = useCountryLists();
  const address = useBillingAddress(cardId);
  if (lists.isError || address.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(address.error ?? lists.error) || t('UNKNOWN_ERROR')}
      </Alert>
    );
  }
  if (!lists.data || !address.data) return <FormSkeleton />;
  return <AddressForm cardId={cardId} lists={lists.data} address={address.data} onClose={onClose} />;
}

interface AddressFormProps {
  cardId: string;
  lists: CountryLists;
  address: BillingAddressView;
  onClose: () => void;
}

function AddressForm({ cardId, lists, address, onClose }: AddressFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<AddressFormValues>(addressFormSchema(lists), { address: addressFromView(address, lists) });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: AddressFormValues) =>
      api.post(
        `payment/billing-address/${encodeURIComponent(cardId)}`,
        { id: cardId, address: addressForRequest(values.address) },
        { quiet: true },
      ),
    onSuccess: () => {
      showSuccess(t(BillingToasts.cardUpdated));
      void refreshBilling(queryClient);
      onClose();
    },
    onError: (failure) => setError(applyServerErrors(form, failure, ADDRESS_PATHS)),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        save.mutate(values);
      })}
    >
      <Stack gap="md">
        <AddressFields form={form} lists={lists} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <PopupActions
        submitLabel={t('BILLING_UPDATE')}
        disabled={!form.isValid()}
        loading={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
