import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { errorMessage } from '../../../components/forms/serverErrors';
import { usePlans, useSubscription } from '../api';
import { formatDate, formatMoney } from '../format';
import { FormSkeleton } from '../popups/FormSkeleton';
import { useBillingAccess } from '../useBillingAccess';
import { AccountSection } from './AccountSection';
import { InvoicesSection } from './InvoicesSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { PlanSection } from './PlanSection';

/**
 * /org/detail/{id}/billing: the plan and its next step, the cards on file, the account email and the
 * invoices. Only the Owner and holders of 'Update|Billing' may see billing (every call but the plans
 * needs it); anyone else is told whom to ask.
 */
export function BillingTab() {
  const { t } = useTranslation();
  const access = useBillingAccess();
  const subscription = useSubscription(access.canBill);
  const plans = usePlans();

  if (!access.canBill) {
    return (
      <ComingEmptyState
        icon={<IconLock size={28} aria-hidden />}
        title={t('BILLING_NO_RIGHTS_TITLE')}
        description={t('BILLING_NO_RIGHTS')}
      />
    );
  }
  if (subscription.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(subscription.error)}
      </Alert>
    );
  }
  if (!subscription.data) return <FormSkeleton />;

  const currencyCode = plans.data?.currencyCode ?? access.currencyCode;
  const date = (iso: string) => formatDate(iso, access.locale, access.timeZone);
  const money = (cents: number) => formatMoney(cents, currencyCode, access.locale);

  return (
    <Stack gap="md" maw={960}>
      <PlanSection
        subscription={subscription.data}
        currencyCode={currencyCode}
        locale={access.locale}
        formatDate={date}
      />
      <PaymentMethodsSection />
      <AccountSection />
      <InvoicesSection orgName={access.orgName} money={money} formatDate={date} />
    </Stack>
  );
}
