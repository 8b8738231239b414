import { useTranslation } from '../../../app/i18n';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';

/** /view-payment: the card update screen, built with the billing work. */
export default function ViewPaymentModal() {
  const { t } = useTranslation();
  return (
    <RouteModal title={t('VIEW_PAYMENT_TITLE')}>
      <RouteModalNotice message={t('BILLING_COMING')} />
    </RouteModal>
  );
}
