import {
  formatMeasuredValue,
  isImplausibleValue,
  keepNumberCharacters,
  LIMITS,
  TIMINGS,
  valueAffixes,
} from '@eos/domain';
import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { announce } from '../../app/liveAnnouncer';
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
  /** Alone outside the grid's ruled table (the dashboard widget), the cell needs a box to say "type here". */
  boxed?: boolean;
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

const BOXED_INPUT_STYLE = {
  ...INPUT_STYLE,
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;

const AFFIX_STYLE = { flex: 'none', opacity: 0.7, whiteSpace: 'nowrap' } as const;

/**
 * A week's number as a spreadsheet cell: shows the formatted number, edits the plain one between the
 * unit and scale it will read with ('$' … 'k'). Typing keeps only digits, one dot and a leading minus
 * (002 §5), and says so when it drops something; Enter/ArrowDown go down, Shift+Enter/ArrowUp up, Tab
 * and ArrowRight at the end of the text right, ArrowLeft at its start left, Escape undoes the typing.
 * Leaving the cell saves it when the number changed, after asking when the number is implausibly far
 * from the goal (a scale slip: 1,000x).
 */
export function ValueCell({
  measurable,
  intervalId,
  value,
  status,
  label,
  row,
  col,
  locale,
  onSave,
  boxed = false,
}: ValueCellProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // Something typed that is not part of a number was just dropped: the cell says why.
  const [refused, setRefused] = useState(false);
  const { prefix, suffix } = valueAffixes(measurable);
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
    if (number !== null && isImplausibleValue(number, measurable.goalValue)) {
      confirmImplausible(number);
      return;
    }
    save(number);
  };

  const confirmImplausible = (number: number) => {
    sent.current = number;
    let confirmed = false;
    const format = (n: number) => formatMeasuredValue(n, measurable, locale);
    modals.openConfirmModal({
      title: t('SCORECARD_CHECK_NUMBER_TITLE'),
      centered: true,
      children: (
        <Text size="sm">
          {t(
            Math.abs(number) > Math.abs(measurable.goalValue)
              ? 'SCORECARD_CHECK_NUMBER_LARGE'
              : 'SCORECARD_CHECK_NUMBER_SMALL',
            { 0: format(number), 1: measurable.title, 2: format(measurable.goalValue) },
          )}
        </Text>
      ),
      labels: { confirm: t('SCORECARD_CHECK_NUMBER_SAVE'), cancel: t('SCORECARD_CHECK_NUMBER_FIX') },
      onConfirm: () => {
        confirmed = true;
        save(number);
      },
      // Changed, Escape or closed: nothing saved, back in the cell with the number as it was.
      onClose: () => {
        if (confirmed) return;
        sent.current = undefined;
        // After the modal gives focus back to where it was (the next cell), not before.
        window.setTimeout(() => input.current?.focus(), 0);
      },
    });
  };

  const save = (number: number | null) => {
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
    <td style={{ ...NUMBER_CELL, ...(boxed && { padding: '4px 8px 4px 4px' }), ...statusStyle(status) }}>
      <Tooltip label={t('VAL_NUMBER')} opened={editing && refused} position="bottom" withArrow>
        <div style={{ display: 'flex', alignItems: 'center', paddingInline: editing && (prefix || suffix) ? 6 : 0 }}>
          {editing && prefix && (
            <span aria-hidden style={AFFIX_STYLE}>
              {prefix}
            </span>
          )}
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
            style={boxed ? BOXED_INPUT_STYLE : INPUT_STYLE}
            value={editing ? draft : value === null ? '' : formatMeasuredValue(value, measurable, locale)}
            onFocus={() => {
              sent.current = undefined;
              setDraft(rawText(value));
              setEditing(true);
            }}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              const kept = keepNumberCharacters(typed);
              // Said once per run of refused typing, not on every key.
              if (kept !== typed && !refused) announce(t('VAL_NUMBER'));
              setRefused(kept !== typed);
              // Only letters typed over the number: keep the number rather than clear the week.
              if (kept !== '' || typed === '') setDraft(kept);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              commit();
              setEditing(false);
              setRefused(false);
            }}
          />
          {editing && suffix && (
            <span aria-hidden style={AFFIX_STYLE}>
              {suffix}
            </span>
          )}
        </div>
      </Tooltip>
      {status && (
        <VisuallyHidden id={statusId}>
          {t(status === 'on' ? 'SCORECARD_ON_TRACK' : 'SCORECARD_OFF_TRACK')}
        </VisuallyHidden>
      )}
    </td>
  );
}
