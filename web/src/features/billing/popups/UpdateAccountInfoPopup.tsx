import { BillingToasts, SubscriptionCustomerRequest } from '@eos/domain';
import { Alert, Modal, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { applyServerErrors, errorMessage } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { billingKeys, useCustomer } from '../api';
import { FormSkeleton } from './FormSkeleton';
import { PopupActions } from './PopupActions';

interface UpdateAccountInfoPopupProps {
  opened: boolean;
  onClose: () => void;
}

/** Update Account Information (002 §2): the account's billing email, required and valid (VAL_INVALID_EMAIL). */
export function UpdateAccountInfoPopup({ opened, onClose }: UpdateAccountInfoPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('BILLING_UPDATE_ACCOUNT_INFO')} centered>
      {opened && <Loader onClose={onClose} />}
    </Modal>
  );
}

function Loader({ onClose }: { onClose: () => void }) {
  const customer = useCustomer();
  if (customer.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(customer.error)}
      </Alert>
    );
  }
  if (customer.isPending) return <FormSkeleton />;
  return <AccountForm email={customer.data ?? ''} onClose={onClose} />;
}

function AccountForm({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(SubscriptionCustomerRequest, { email });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: { email: string }) =>
      api.post('subscription/customer', { email: values.email.trim() }, { quiet: true }),
    onSuccess: () => {
      showSuccess(t(BillingToasts.accountUpdated));
      void queryClient.invalidateQueries({ queryKey: billingKeys.customer });
      onClose();
    },
    onError: (failure) => setError(applyServerErrors(form, failure)),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        save.mutate(values);
      })}
    >
      <TextInput
        label={t('BILLING_ACCOUNT_EMAIL')}
        type="email"
        autoComplete="email"
        withAsterisk
        data-autofocus
        {...form.getInputProps('email')}
      />
      {error && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {error}
        </Alert>
      )}
      <PopupActions
        submitLabel={t('BILLING_UPDATE')}
        disabled={!form.isValid()}
        loading={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
