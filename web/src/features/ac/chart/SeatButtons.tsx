import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlus, IconRowInsertTop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChartActions } from './chartActions';
import type { SeatNodeData } from './SeatCard';

const edge = { position: 'absolute', left: '50%', transform: 'translateX(-50%)', zIndex: 1 } as const;

/**
 * The buttons on a card's edges: insert a seat above (not above the top seat), add one below, and
 * show or hide the seats below. An assistant has no seats of its own, so it has neither.
 */
export function SeatButtons({ data }: { data: SeatNodeData }) {
  const { t } = useTranslation();
  const actions = useChartActions();
  const { seat, below, collapsed } = data;
  const canGrow = actions.editable && !seat.isAssistant;
  const toggleLabel = t(collapsed ? 'AC_EXPAND' : 'AC_COLLAPSE', { 0: seat.title });
  return (
    <>
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
