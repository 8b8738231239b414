import { Text } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';

/** Where one autosaving piece of a part is: waiting for its pause, saving, saved, or refused. */
export type SaveState = { state: 'idle' | 'pending' | 'saving' | 'saved' } | { state: 'error'; message: string };

type Report = (key: string, state: SaveState | null) => void;
const StatusContext = createContext<{ states: Record<string, SaveState>; report: Report } | null>(null);

/** Collects the save states of a part's fields and list actions for its one status line. */
export function PartStatusScope({ children }: { children: ReactNode }) {
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const report = useCallback<Report>((key, state) => {
    setStates((all) => {
      if (state === null) {
        const { [key]: _gone, ...rest } = all;
        return rest;
      }
      return all[key] && JSON.stringify(all[key]) === JSON.stringify(state) ? all : { ...all, [key]: state };
    });
  }, []);
  const value = useMemo(() => ({ states, report }), [states, report]);
  return <StatusContext.Provider value={value}>{children}</StatusContext.Provider>;
}

/** Tells the part's status line this piece's state; forgotten when the piece goes away. */
export function useReportSaveState(state: SaveState): void {
  const key = useId();
  const report = useContext(StatusContext)?.report;
  const json = JSON.stringify(state);
  useEffect(() => {
    report?.(key, JSON.parse(json) as SaveState);
  }, [report, key, json]);
  useEffect(() => () => report?.(key, null), [report, key]);
}

/** 'Saving…' while anything waits or saves, the server's message when something was refused, else 'Saved'. */
export function PartStatusText() {
  const { t } = useTranslation();
  const states = Object.values(useContext(StatusContext)?.states ?? {});
  const error = states.find((s) => s.state === 'error');
  let text: ReactNode = null;
  if (error?.state === 'error')
    text = (
      <Text size="xs" c="red" role="alert">
        {t('VTO_NOT_SAVED', { message: error.message })}
      </Text>
    );
  else if (states.some((s) => s.state === 'pending' || s.state === 'saving'))
    text = (
      <Text size="xs" c="dimmed">
        {t('VTO_SAVING')}
      </Text>
    );
  else if (states.some((s) => s.state === 'saved'))
    text = (
      <Text size="xs" c="dimmed">
        {t('VTO_SAVED')}
      </Text>
    );
  // A polite live region, present from the start, so screen readers hear the state change.
  return (
    <div aria-live="polite" style={{ minWidth: 0 }}>
      {text}
    </div>
  );
}
