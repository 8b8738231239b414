import { useTranslation } from '../../../app/i18n';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';

/** /checkout: subscription checkout, built with the billing work. */
export default function CheckoutModal() {
  const { t } = useTranslation();
  return (
    <RouteModal title={t('CHECKOUT_TITLE')}>
      <RouteModalNotice message={t('BILLING_COMING')} />
    </RouteModal>
  );
}
