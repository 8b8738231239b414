import { TIMINGS } from '@eos/domain';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { type SaveState, useReportSaveState } from './partStatus';
import { useVtoEditing } from './VtoEditContext';
import { saveErrorText } from './vtoWrites';

/** Someone else changed these values: 'shown' took their version, 'unsaved' kept the user's and waits. */
export type Conflict = 'none' | 'shown' | 'unsaved';

export interface AutosaveOptions<V> {
  /** What the server has now (from the cached V/TO). */
  server: V;
  save: (values: V) => Promise<unknown>;
  /** Field -> message id of what may not be saved as it is (an empty required field). */
  validate?: (values: V) => Partial<Record<keyof V, string>>;
  /** The ids a live update may name for these values: the part's, its own. */
  partIds: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Fields that save as the user types (002 §9, issue 16): the first change of a burst 10 ms later, then
 * 1 s after the last change; nothing while a field is invalid. The server's answer is adopted when
 * the user has nothing unsaved; see docs/decisions.md 'V/TO editing' for someone else's change.
 */
export function useAutosave<V extends object>({ server, save, validate, partIds }: AutosaveOptions<V>) {
  const { t } = useTranslation();
  const { otherChanges } = useVtoEditing();
  const [values, setValues] = useState(server);
  const [state, setState] = useState<SaveState>({ state: 'idle' });
  const [conflict, setConflict] = useState<Conflict>('none');
  // What the server holds as far as these fields know: unsaved means values differ from it.
  const saved = useRef(server);
  const latest = useRef(values);
  latest.current = values;
  const saveRef = useRef(save);
  saveRef.current = save;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastChange = useRef(0);
  const inFlight = useRef(false);
  const again = useRef(false);
  const focused = useRef(false);
  const theirs = useRef(server);

  const errors: Partial<Record<keyof V, string>> = validate?.(values) ?? {};
  const valid = Object.keys(errors).length === 0;
  const unsaved = !same(values, saved.current);
  // Typed but not sent yet reads 'Saving…' too, even right after a 'Saved'.
  const waiting = unsaved && valid && conflict !== 'unsaved' && (state.state === 'idle' || state.state === 'saved');
  useReportSaveState(waiting ? { state: 'pending' } : state);

  const flush = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const sending = latest.current;
    if (same(sending, saved.current)) return;
    inFlight.current = true;
    setState({ state: 'saving' });
    try {
      await saveRef.current(sending);
      saved.current = sending;
      setState({ state: 'saved' });
    } catch (error) {
      setState({ state: 'error', message: saveErrorText(t, error) });
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [t]);

  // Schedule a save after each change: 10 ms for the first of a burst, else 1 s after the last one.
  const valuesKey = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the values (by key) is what schedules
  useEffect(() => {
    clearTimeout(timer.current);
    if (!unsaved || !valid || conflict === 'unsaved') return;
    if (state.state === 'error') setState({ state: 'idle' });
    const now = Date.now();
    const first = now - lastChange.current >= TIMINGS.formAutosaveDebounceMs;
    lastChange.current = now;
    timer.current = setTimeout(
      () => void flush(),
      first ? TIMINGS.formAutosaveFirstMs : TIMINGS.formAutosaveDebounceMs,
    );
  }, [valuesKey, valid, conflict, flush]);

  // The server's values changed: ours answered, or someone else's arrived (see the decision).
  const serverKey = JSON.stringify(server);
  const lastServer = useRef(serverKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's values (by key) are what changed
  useEffect(() => {
    if (serverKey === lastServer.current) return;
    lastServer.current = serverKey;
    const byOther = otherChanges.take(partIds);
    const pending = inFlight.current || !same(latest.current, saved.current);
    if (pending) {
      if (!byOther) return;
      theirs.current = server;
      setConflict('unsaved');
      return;
    }
    // Our own answer while the user is in the field stays as typed (the sanitizer may reword the HTML).
    if (!byOther && focused.current) return;
    saved.current = server;
    setValues(server);
    if (byOther && focused.current) setConflict('shown');
  }, [serverKey]);

  // Leaving the page (or the part going away) inside the pause still saves what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on unmount, with the latest values
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (
        !inFlight.current &&
        !same(latest.current, saved.current) &&
        Object.keys(validate?.(latest.current) ?? {}).length === 0
      )
        void saveRef.current(latest.current).catch(() => undefined);
    },
    [],
  );

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  return {
    values,
    set,
    setAll: setValues,
    errors,
    state,
    conflict,
    /** Someone else's version replaces what the user typed. */
    loadTheirs: () => {
      saved.current = theirs.current;
      setValues(theirs.current);
      setConflict('none');
    },
    /** The user's version is saved over theirs. */
    keepMine: () => setConflict('none'),
    dismiss: () => setConflict('none'),
    /** Spread on the element around the fields: a focused field counts as being edited. */
    focusProps: {
      onFocus: () => {
        focused.current = true;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = false;
      },
    },
  };
}

export type Autosave<V extends object> = ReturnType<typeof useAutosave<V>>;
