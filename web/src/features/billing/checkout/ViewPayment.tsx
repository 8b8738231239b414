import { Alert } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { errorMessage } from '../../../components/forms/serverErrors';
import { useCountryLists } from '../address/useCountryLists';
import { useInvoices, usePlans, useSubscription } from '../api';
import { formatMoney } from '../format';
import { FormSkeleton } from '../popups/FormSkeleton';
import { isPaymentFailing } from '../subscriptionState';
import type { BillingAccess } from '../useBillingAccess';
import { CardUpdate } from './CardUpdate';

/** The card update screen once the subscription, the invoices and the country lists have loaded. */
export function ViewPayment({ access }: { access: BillingAccess }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const invoices = useInvoices();
  const plans = usePlans();
  const lists = useCountryLists();
  const failed = subscription.error ?? lists.error;
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(failed)}
      </Alert>
    );
  }
  // The invoices only tell the amount due: without them the screen still works.
  if (!subscription.data || !lists.data || invoices.isPending) return <FormSkeleton />;
  if (!isPaymentFailing(subscription.data)) {
    return (
      <Alert color="green" variant="light">
        {t('BILLING_PAYMENTS_UP_TO_DATE')}
      </Alert>
    );
  }
  const currencyCode = plans.data?.currencyCode ?? access.currencyCode;
  // The invoice the provider could not collect (newest first); else what the next bill comes to.
  const unpaid = invoices.data?.find((i) => i.invoiceStatus === 'Open' || i.invoiceStatus === 'Failed');
  const due = unpaid?.totalAmount ?? subscription.data.nextBillingAmount;
  return (
    <CardUpdate
      access={access}
      subscription={subscription.data}
      amountDue={due === null || due === undefined ? null : formatMoney(due, currencyCode, access.locale)}
      lists={lists.data}
    />
  );
}
