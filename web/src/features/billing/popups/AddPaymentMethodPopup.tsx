import { BillingToasts } from '@eos/domain';
import { Alert, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { errorMessage } from '../../../components/forms/serverErrors';
import { type CountryLists, useCountryLists } from '../address/useCountryLists';
import { refreshBilling } from '../api';
import { NewCardFields } from '../card/NewCardFields';
import { useNewCardForm } from '../card/useNewCardForm';
import { FormSkeleton } from './FormSkeleton';
import { PopupActions } from './PopupActions';

interface AddPaymentMethodPopupProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Add Payment Method (002 §2): the provider's card form, the billing address and 'Set this card as my
 * primary payment method'; Cancel and Add Card.
 */
export function AddPaymentMethodPopup({ opened, onClose }: AddPaymentMethodPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('BILLING_ADD_PAYMENT_METHOD')} size="lg" centered>
      {opened && <Loader onClose={onClose} />}
    </Modal>
  );
}

function Loader({ onClose }: { onClose: () => void }) {
  const lists = useCountryLists();
  if (lists.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(lists.error)}
      </Alert>
    );
  }
  if (!lists.data) return <FormSkeleton />;
  return <AddCardForm lists={lists.data} onClose={onClose} />;
}

function AddCardForm({ lists, onClose }: { lists: CountryLists; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const card = useNewCardForm(lists);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void card.submit().then((added) => {
          if (!added) return;
          showSuccess(t(BillingToasts.cardAdded));
          void refreshBilling(queryClient);
          onClose();
        });
      }}
    >
      <NewCardFields card={card} choosePrimary />
      <PopupActions
        submitLabel={t('BILLING_ADD_CARD')}
        disabled={!card.valid}
        loading={card.pending}
        onCancel={onClose}
      />
    </form>
  );
}
