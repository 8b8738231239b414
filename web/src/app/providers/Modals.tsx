import { ModalsProvider } from '@mantine/modals';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../i18n';
import { releaseHeldModalEvents } from './heldModalEvents';

/** The modal manager behind modals.open…(): confirmations and live news, only ever shown signed in. */
export default function Modals() {
  const { t } = useTranslation();
  // After the provider's own layout effect has subscribed to the events (a child's effects run first).
  useLayoutEffect(releaseHeldModalEvents, []);
  return <ModalsProvider labels={{ confirm: t('OK'), cancel: t('CANCEL') }} />;
}
