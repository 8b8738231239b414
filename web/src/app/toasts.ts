import { TIMINGS } from '@eos/domain';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import i18n, { messageText } from './i18n';

/** Language-pack ids of a catalogue toast (002 §8): a title in capitals and the message gist. */
export interface ErrorToastKeys {
  title: string;
  message: string;
}

/**
 * The HTTP error catalogue as a pure mapping from status to toast texts. Status 0 (no answer at all)
 * is not a toast per call: the caller shows the persistent API-not-available message instead (null).
 */
export function httpErrorToast(status: number): ErrorToastKeys | null {
  switch (status) {
    case 0:
      return null;
    case 400:
      return { title: 'HTTP_400_TITLE', message: 'HTTP_400_MESSAGE' };
    case 401:
    case 403:
      return { title: 'HTTP_401_TITLE', message: 'HTTP_401_MESSAGE' };
    case 404:
      return { title: 'HTTP_404_TITLE', message: 'HTTP_404_MESSAGE' };
    case 422:
      return { title: 'HTTP_422_TITLE', message: 'HTTP_422_MESSAGE' };
    case 500:
      return { title: 'HTTP_500_TITLE', message: 'HTTP_500_MESSAGE' };
    default:
      // "Other: same title, shorter message": the generic title with a one-line message.
      return { title: 'HTTP_500_TITLE', message: 'HTTP_OTHER_MESSAGE' };
  }
}

const API_UNAVAILABLE_ID = 'api-not-available';
let apiUnavailableShown = false;

/** The persistent 'check your connection' message, shown once however many calls fail. */
export function showApiUnavailable(): void {
  if (apiUnavailableShown) return;
  apiUnavailableShown = true;
  notifications.show({
    id: API_UNAVAILABLE_ID,
    color: 'red',
    title: i18n.t('ERROR_TITLE'),
    message: i18n.t('API_NOT_AVAILABLE'),
    autoClose: false,
    onClose: () => {
      apiUnavailableShown = false;
    },
  });
}

const lastShown = new Map<number, number>();

/**
 * The global listener: every non-quiet failed call shows its catalogue toast for 5 s. The same
 * status within those 5 s is one toast, not a stack (a retried query, a page of parallel loads).
 */
export function showApiErrorToast(error: ApiError): void {
  const keys = httpErrorToast(error.status);
  if (!keys) {
    showApiUnavailable();
    return;
  }
  const now = Date.now();
  if (now - (lastShown.get(error.status) ?? 0) < TIMINGS.toastDefaultMs) return;
  lastShown.set(error.status, now);
  notifications.show({
    color: 'red',
    title: i18n.t(keys.title),
    message: i18n.t(keys.message),
    autoClose: TIMINGS.toastDefaultMs,
  });
}

/** A failed save (002 §8): titled ERROR with the server's first message, else an unknown error. */
export function showSaveError(error: unknown): void {
  if (error instanceof ApiError && error.status === 0) {
    showApiUnavailable();
    return;
  }
  const first = error instanceof ApiError ? error.messages[0] : undefined;
  notifications.show({
    color: 'red',
    title: i18n.t('ERROR_TITLE'),
    message: first ? messageText(first) : i18n.t('UNKNOWN_ERROR'),
    autoClose: TIMINGS.toastDefaultMs,
  });
}

/** Success toasts last 2 s (002 §9). */
export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TIMINGS.toastSuccessMs });
}

/** A warning that stays the default 5 s (e.g. feature flags fell back to defaults). */
export function showWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: TIMINGS.toastDefaultMs });
}
