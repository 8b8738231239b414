import { Navigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';
import { Checkout } from '../checkout/Checkout';
import { useBillingAccess } from '../useBillingAccess';

/** /checkout: subscription checkout (002 §1 CheckoutPage); where the deployment does not bill, home. */
export default function CheckoutModal() {
  const { t } = useTranslation();
  const access = useBillingAccess();
  if (!access.enabled) return <Navigate to="/" replace />;
  return (
    <RouteModal title={t('CHECKOUT_TITLE')} size="lg">
      {access.canBill ? <Checkout access={access} /> : <RouteModalNotice message={t('BILLING_NO_RIGHTS')} />}
    </RouteModal>
  );
}
