import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconPlus, IconRowInsertTop } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useChartActions } from './chartActions';
import type { SeatNodeData } from './SeatCard';

const edge = { position: 'absolute', left: '50%', transform: 'translateX(-50%)', zIndex: 1 } as const;

/**
 * The buttons on a card's edges: insert a seat above (not above the top seat), add one below, and
 * show or hide the seats below. An assistant has no seats of its own, so it has neither. In print mode
 * a check in the corner selects the card for printing.
 */
export function SeatButtons({ data, selected }: { data: SeatNodeData; selected: boolean }) {
  const { t } = useTranslation();
  const actions = useChartActions();
  const { seat, below, collapsed } = data;
  const canGrow = actions.editable && !seat.isAssistant;
  const toggleLabel = t(collapsed ? 'AC_EXPAND' : 'AC_COLLAPSE', { 0: seat.title });
  return (
    <>
      {actions.printing && (
        <ActionIcon
          className="nodrag nopan"
          size="sm"
          radius="xl"
          variant={selected ? 'filled' : 'default'}
          style={{ position: 'absolute', top: -12, left: -12, zIndex: 1 }}
          aria-label={t('AC_PRINT_SELECT_SEAT', { 0: seat.title })}
          aria-pressed={selected}
          onClick={(event) => {
            // The card's own click would select it alone: the check adds or removes just this one.
            event.stopPropagation();
            actions.toggleSelected(seat);
          }}
        >
          <IconCheck size={14} aria-hidden />
        </ActionIcon>
      )}
      {canGrow && seat.parentId !== null && (
        <Tooltip label={t('AC_ADD_ABOVE', { 0: seat.title })}>
          <ActionIcon
            className="nodrag nopan"
            size="sm"
            radius="xl"
            variant="default"
            style={{ ...edge, top: -12 }}
            aria-label={t('AC_ADD_ABOVE', { 0: seat.title })}
            onClick={() => actions.addAbove(seat)}
          >
            <IconRowInsertTop size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {(canGrow || below > 0) && (
        <Group gap={6} wrap="nowrap" style={{ ...edge, bottom: -12 }}>
          {below > 0 && (
            <Tooltip label={toggleLabel}>
              <ActionIcon
                className="nodrag nopan"
                size="sm"
                radius="xl"
                variant={collapsed ? 'filled' : 'default'}
                aria-label={toggleLabel}
                aria-expanded={!collapsed}
                onClick={() => actions.toggle(seat)}
              >
                {collapsed ? <IconChevronDown size={14} aria-hidden /> : <IconChevronUp size={14} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
          {canGrow && (
            <Tooltip label={t('AC_ADD_BELOW', { 0: seat.title })}>
              <ActionIcon
                className="nodrag nopan"
                size="sm"
                radius="xl"
                variant="default"
                aria-label={t('AC_ADD_BELOW', { 0: seat.title })}
                onClick={() => actions.addBelow(seat)}
              >
                <IconPlus size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      )}
    </>
  );
}
