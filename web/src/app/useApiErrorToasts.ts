import { useEffect } from 'react';
import { onApiError } from '../api/client';
import { showApiErrorToast } from './toasts';

/** The shell's one listener for failed calls: the HTTP catalogue toasts (002 §8). */
export function useApiErrorToasts(): void {
  useEffect(() => onApiError(showApiErrorToast), []);
}
