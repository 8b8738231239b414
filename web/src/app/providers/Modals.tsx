import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from '../i18n';

/** The modal manager behind modals.open…(): confirmations and live news, only ever shown signed in. */
export default function Modals() {
  const { t } = useTranslation();
  return <ModalsProvider labels={{ confirm: t('OK'), cancel: t('CANCEL') }} />;
}
