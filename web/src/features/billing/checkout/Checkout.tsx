import { Alert } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { errorMessage } from '../../../components/forms/serverErrors';
import { useCountryLists } from '../address/useCountryLists';
import { usePaymentMethods, usePlans, useSubscription } from '../api';
import { FormSkeleton } from '../popups/FormSkeleton';
import type { BillingAccess } from '../useBillingAccess';
import { CheckoutForm } from './CheckoutForm';

/** The checkout once what it shows has loaded: the subscription, the plans, the cards, the country lists. */
export function Checkout({ access }: { access: BillingAccess }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const plans = usePlans();
  const methods = usePaymentMethods();
  const lists = useCountryLists();
  const failed = subscription.error ?? plans.error ?? methods.error ?? lists.error;
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(failed)}
      </Alert>
    );
  }
  if (!subscription.data || !plans.data || !methods.data || !lists.data) return <FormSkeleton />;
  if (subscription.data.status === 'Active' || subscription.data.status === 'PendingCancellation') {
    return (
      <Alert color="blue" variant="light">
        {t(subscription.data.status === 'Active' ? 'BILLING_ALREADY_ACTIVE' : 'BILLING_ALREADY_PENDING_CANCELLATION')}
      </Alert>
    );
  }
  return (
    <CheckoutForm
      access={access}
      subscription={subscription.data}
      plans={plans.data}
      cards={methods.data}
      lists={lists.data}
    />
  );
}
