import { Navigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';
import { ViewPayment } from '../checkout/ViewPayment';
import { useBillingAccess } from '../useBillingAccess';

/** /view-payment: the card update after a failed payment (002 §1 ViewPaymentPage); home where nothing bills. */
export default function ViewPaymentModal() {
  const { t } = useTranslation();
  const access = useBillingAccess();
  if (!access.enabled) return <Navigate to="/" replace />;
  return (
    <RouteModal title={t('VIEW_PAYMENT_TITLE')} size="lg">
      {access.canBill ? <ViewPayment access={access} /> : <RouteModalNotice message={t('BILLING_NO_RIGHTS')} />}
    </RouteModal>
  );
}
