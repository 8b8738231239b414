import { useCallback, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { type SaveState, useReportSaveState } from './partStatus';
import { saveErrorText } from './vtoWrites';

/**
 * A one-off write of a part (add, remove, move, link), reported on the part's status line like the
 * autosaved fields; `busy` keeps a second click from racing the first.
 */
export function usePartAction() {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>({ state: 'idle' });
  useReportSaveState(state);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setState({ state: 'saving' });
      try {
        await action();
        setState({ state: 'saved' });
        return true;
      } catch (error) {
        setState({ state: 'error', message: saveErrorText(t, error) });
        return false;
      }
    },
    [t],
  );
  return { run, busy: state.state === 'saving' };
}

/** The rule of every list line and title: empty is not saved, and says why (VTO_AUTOSAVE_REQUIRED). */
export function requireTitle<V extends { title: string }>(values: V): Partial<Record<keyof V, string>> {
  return values.title.trim() ? {} : ({ title: 'VTO_AUTOSAVE_REQUIRED' } as Partial<Record<keyof V, string>>);
}
