import type { SubscriptionView } from '@eos/domain';
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { PlanFacts } from './PlanFacts';
import { SectionFrame } from './SectionFrame';
import { useSubscriptionActions } from './useSubscriptionActions';

interface PlanSectionProps {
  subscription: SubscriptionView;
  currencyCode: string;
  locale: string;
  formatDate: (iso: string) => string;
}

/** Statuses that have a subscription to cancel or renew; every other one is offered the checkout. */
const SUBSCRIBED = ['Active', 'PendingCancellation', 'Canceled'];

/**
 * The Plan section: what the organization pays for and where it stands, with the one next step its
 * status calls for: Upgrade (checkout) before a subscription, Cancel while Active, Renew once canceled
 * (checkout instead after a failed payment), and Update payment method while the provider retries a
 * failed renewal (002 §4: inside the grace period, the card update screen).
 */
export function PlanSection({ subscription, currencyCode, locale, formatDate }: PlanSectionProps) {
  const { t } = useTranslation();
  const openModalRoute = useOpenModalRoute();
  const actions = useSubscriptionActions(subscription, formatDate);
  const { status, paymentStatus } = subscription;
  const inGrace = subscription.isInGracePeriod || paymentStatus === 'FailedWillRetry';

  const buttons = (
    <>
      {inGrace && (
        <Button color="red.9" onClick={() => openModalRoute('/view-payment')}>
          {t('BILLING_UPDATE_PAYMENT')}
        </Button>
      )}
      {!SUBSCRIBED.includes(status) && (
        <Button onClick={() => openModalRoute('/checkout')}>
          {status === 'Failed' ? t('BILLING_GO_TO_CHECKOUT') : t('BILLING_UPGRADE')}
        </Button>
      )}
      {(status === 'PendingCancellation' || status === 'Canceled') && (
        <Button onClick={actions.renew} loading={actions.renewing}>
          {t('BILLING_RENEW')}
        </Button>
      )}
      {(status === 'Active' || status === 'Failed') && (
        <Button variant="default" color="red.9" onClick={actions.cancel} loading={actions.canceling}>
          {t('BILLING_CANCEL_SUBSCRIPTION')}
        </Button>
      )}
    </>
  );

  return (
    <SectionFrame title={t('BILLING_PLAN_TITLE')} actions={buttons}>
      <PlanFacts subscription={subscription} currencyCode={currencyCode} locale={locale} formatDate={formatDate} />
      <Text size="sm" c="dimmed">
        {t(`BILLING_STATUS_HELP_${status.toUpperCase()}`)}
      </Text>
      {paymentStatus === 'Failed' && status !== 'Canceled' && (
        <Alert color="red" variant="light">
          {t('BILLING_PAYMENT_FAILED_HELP')}
        </Alert>
      )}
    </SectionFrame>
  );
}
