import { formatMeasuredValue, keepNumberCharacters, LIMITS, TIMINGS } from '@eos/domain';
import { VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBER_CELL, statusStyle } from './cellStyle';
import type { CellStatus } from './gridColumns';
import { moveFocus } from './gridNavigation';
import { rawText, readDraft } from './numberDraft';
import type { GridMeasurable } from './scorecardApi';
import type { SaveValue } from './useMeasuredValueSave';

interface ValueCellProps {
  measurable: GridMeasurable;
  intervalId: string;
  value: number | null;
  status: CellStatus;
  /** The input's name: '{measurable}, week of {MMM D}'. */
  label: string;
  row: number;
  col: number;
  locale: string;
  onSave: SaveValue;
}

const INPUT_STYLE = {
  width: '100%',
  minWidth: 76,
  height: 34,
  padding: '0 8px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'right',
} as const;

/**
 * A week's number as a spreadsheet cell: shows the formatted number, edits the plain one. Typing keeps
 * only digits, one dot and a leading minus (002 §5); Enter/ArrowDown go down, Shift+Enter/ArrowUp up,
 * Tab and ArrowRight at the end of the text right, ArrowLeft at its start left, Escape undoes the
 * typing. Leaving the cell saves it when the number changed.
 */
export function ValueCell({ measurable, intervalId, value, status, label, row, col, locale, onSave }: ValueCellProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // The number this visit already sent: Enter on the last row saves, and leaving must not send it again.
  const sent = useRef<number | null | undefined>(undefined);

  // The plain number replaces the formatted one on focus: select it all, as a spreadsheet does.
  useLayoutEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const commit = () => {
    const next = readDraft(draft);
    if (next.kind === 'invalid') {
      setDraft(rawText(value));
      notifications.show({
        color: 'red',
        title: t('ERROR_TITLE'),
        message: t('VAL_NUMBER'),
        autoClose: TIMINGS.toastDefaultMs,
      });
      return;
    }
    const number = next.kind === 'number' ? next.value : null;
    if (number === value || number === sent.current) return;
    sent.current = number;
    const previous = value;
    void onSave(measurable.id, intervalId, number, previous).then((saved) => {
      if (saved) return;
      // Still in the cell after a refusal: its text goes back with the number.
      sent.current = undefined;
      setDraft(rawText(previous));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const el = event.currentTarget;
    // Tab and the side arrows leave the grid's inputs as usual at the row's ends.
    const move = (rows: number, cols: number) => {
      if (moveFocus(el, rows, cols)) event.preventDefault();
    };
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        if (!moveFocus(el, event.shiftKey ? -1 : 1, 0)) commit();
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!moveFocus(el, event.key === 'ArrowDown' ? 1 : -1, 0)) commit();
        break;
      case 'Tab':
        move(0, event.shiftKey ? -1 : 1);
        break;
      case 'ArrowRight':
        if (el.selectionEnd === el.value.length) move(0, 1);
        break;
      case 'ArrowLeft':
        if (el.selectionStart === 0) move(0, -1);
        break;
      case 'Escape':
        setDraft(rawText(value));
        break;
    }
  };

  return (
    <td style={{ ...NUMBER_CELL, ...statusStyle(status) }}>
      <input
        ref={input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        // The default 20-character box would set each week's width; the cell's minimum does instead.
        size={6}
        aria-label={label}
        aria-describedby={status ? statusId : undefined}
        maxLength={LIMITS.numberMax}
        data-row={row}
        data-col={col}
        style={INPUT_STYLE}
        value={editing ? draft : value === null ? '' : formatMeasuredValue(value, measurable, locale)}
        onFocus={() => {
          sent.current = undefined;
          setDraft(rawText(value));
          setEditing(true);
        }}
        onChange={(event) => setDraft(keepNumberCharacters(event.currentTarget.value))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          setEditing(false);
        }}
      />
      {status && (
        <VisuallyHidden id={statusId}>
          {t(status === 'on' ? 'SCORECARD_ON_TRACK' : 'SCORECARD_OFF_TRACK')}
        </VisuallyHidden>
      )}
    </td>
  );
}
