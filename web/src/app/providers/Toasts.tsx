import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';

/** 002 §9: toasts top-right, 25rem wide. */
export default function Toasts() {
  return <Notifications position="top-right" containerWidth="25rem" zIndex={1000} />;
}
