import { AC, type Seat } from '@eos/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onLiveEvent } from '../../../app/liveEvents';
import { useShellContext } from '../../../shell/useShellContext';
import { revisionLiveType } from '../../collections/api';
import type { SeatWrites } from './chartApi';

export type NotesState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * A seat's notes as the panel edits them (002 §3): saved AC.notesDebounceMs after the last change.
 * The server's notes replace the text only while the user has nothing unsaved; someone else's save
 * (a live update naming this seat) is told by name, and their version is one click away.
 */
export function useSeatNotes(seat: Seat, revisionId: string, writes: SeatWrites, editable: boolean) {
  const { user } = useShellContext();
  const [value, setValue] = useState(seat.notes);
  const [state, setState] = useState<NotesState>('idle');
  const [editedBy, setEditedBy] = useState<string | null>(null);
  // What the server holds as far as the panel knows: unsaved means the text differs from it.
  const saved = useRef(seat.notes);
  const latest = useRef(value);
  latest.current = value;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);
  const ownKept = useRef<string | null>(null);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const sending = latest.current;
    if (inFlight.current || sending === saved.current) return;
    inFlight.current = true;
    setState('saving');
    try {
      const answer = await writes.notes(seat.id, sending);
      saved.current = sending;
      // The server sanitizes: its wording of our text is no news, and the editor keeps the caret.
      ownKept.current = answer.chart.seats.find((s) => s.id === seat.id)?.notes ?? sending;
      setState('saved');
    } catch {
      setState('error');
    } finally {
      inFlight.current = false;
      // Typed on while the save was out: that text goes next.
      if (latest.current !== saved.current) timer.current = setTimeout(() => void flush(), AC.notesDebounceMs);
    }
  }, [writes, seat.id]);

  const change = useCallback(
    (html: string) => {
      if (!editable || html === latest.current) return;
      setValue(html);
      latest.current = html;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AC.notesDebounceMs);
    },
    [editable, flush],
  );

  // Someone else saved this seat (its notes or its other fields): name them if the notes moved.
  useEffect(
    () =>
      onLiveEvent((event, update) => {
        if (event !== 'Updated' || update.type !== revisionLiveType('ac') || update.id !== revisionId) return;
        const { partId, by } = update as { partId?: unknown; by?: unknown };
        if (partId === seat.id && typeof by === 'string' && by !== user.personId) setEditedBy(by);
      }),
    [revisionId, seat.id, user.personId],
  );

  // The refetched (or answered) notes: taken when nothing is unsaved, else kept for 'their version'.
  useEffect(() => {
    if (seat.notes === saved.current || seat.notes === ownKept.current) return;
    if (inFlight.current || latest.current !== saved.current) return;
    saved.current = seat.notes;
    setValue(seat.notes);
  }, [seat.notes]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    value,
    change,
    state,
    /** Typed and not saved yet (or being saved): closing asks first. */
    unsaved: () => inFlight.current || latest.current !== saved.current,
    /** Someone else's person id when they saved this seat while the panel was open. */
    editedBy,
    dismissEdited: () => setEditedBy(null),
    /** Drop what was typed for what the server has now. */
    loadTheirs: () => {
      clearTimeout(timer.current);
      saved.current = seat.notes;
      latest.current = seat.notes;
      setValue(seat.notes);
      setEditedBy(null);
    },
    /** The pending save waits (closing asks first: a Discard must find nothing sent meanwhile). */
    hold: () => clearTimeout(timer.current),
    /** Back to writing after the question: the held text is saved as if just typed. */
    resume: () => {
      clearTimeout(timer.current);
      if (latest.current !== saved.current) timer.current = setTimeout(() => void flush(), AC.notesDebounceMs);
    },
  };
}
