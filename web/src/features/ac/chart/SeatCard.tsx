import type { Seat } from '@eos/domain';
import { Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { TITLE_BAR_HEIGHT } from './cardSize';
import { useChartActions, useDropHover } from './chartActions';
import { SeatButtons } from './SeatButtons';
import { SeatHolder } from './SeatHolder';
import { SeatMenu } from './SeatMenu';
import { SeatRoles } from './SeatRoles';
import type { SeatDirection } from './seatTree';

export type SeatNodeData = {
  seat: Seat;
  /** Seats reporting to it (not its assistants): an expand/collapse button when there are any. */
  below: number;
  collapsed: boolean;
};
export type SeatNode = Node<SeatNodeData, 'seat'>;

const ARROW_KEYS = 'ArrowUp ArrowDown ArrowLeft ArrowRight';
const ARROWS = new Set(ARROW_KEYS.split(' '));

// Connections are drawn by the layout, never by the user: the handles only anchor the edges.
const hidden = { opacity: 0, pointerEvents: 'none' } as const;

/** One seat on the canvas (002 §3): title, holder, roles, the LT badge and the seat's controls. */
export const SeatCard = memo(function SeatCard({ data, width, height, selected }: NodeProps<SeatNode>) {
  const { t } = useTranslation();
  const actions = useChartActions();
  const drop = useDropHover();
  const [menuOpened, setMenuOpened] = useState(false);
  const { seat } = data;
  const hover = drop?.targetId === seat.id ? drop : null;

  // Keys act on the card itself, not on the buttons inside it (their Enter is their own click).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (ARROWS.has(event.key)) {
      event.preventDefault();
      actions.moveFocus(seat, event.key as SeatDirection);
      return;
    }
    if (!actions.editable) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      actions.edit(seat);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && !seat.isRoot) {
      event.preventDefault();
      actions.remove(seat);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      shadow="xs"
      tabIndex={0}
      role="group"
      aria-label={t('AC_SEAT_LABEL', { 0: seat.title, 1: seat.assignedTo ?? t('AC_OPEN_SEAT') })}
      aria-keyshortcuts={actions.editable ? `${ARROW_KEYS} Enter Delete` : ARROW_KEYS}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpened(true);
      }}
      w={width}
      h={height}
      pos="relative"
      style={{
        borderColor: hover
          ? `var(--mantine-color-${hover.ok ? 'teal' : 'red'}-6)`
          : actions.printing && selected
            ? 'var(--mantine-color-blue-6)'
            : undefined,
        borderWidth: hover || (actions.printing && selected) ? 2 : undefined,
        borderStyle: seat.isAssistant ? 'dashed' : undefined,
        cursor: actions.printing || (actions.editable && !seat.isRoot) ? 'grab' : 'default',
        // React Flow turns pointer events off on nodes it cannot drag or select; the buttons need them.
        pointerEvents: 'all',
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} style={hidden} />
      <Handle type="target" id="side" position={Position.Left} isConnectable={false} style={hidden} />
      <Group
        h={TITLE_BAR_HEIGHT}
        px="sm"
        gap={6}
        wrap="nowrap"
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text fw={600} size="sm" truncate="end" title={seat.title} style={{ minWidth: 0, flex: 1 }}>
          {seat.title}
        </Text>
        {seat.isAssistant && (
          <Badge size="xs" variant="light" color="gray">
            {t('AC_ASSISTANT')}
          </Badge>
        )}
        {seat.isLT && (
          <Tooltip label={t('AC_LT_HINT')}>
            <Badge size="sm" variant="filled" color="indigo" aria-label={t('AC_LT_HINT')}>
              {t('AC_LT_BADGE')}
            </Badge>
          </Tooltip>
        )}
        <SeatMenu seat={seat} opened={menuOpened} onChange={setMenuOpened} />
      </Group>
      <SeatHolder seat={seat} />
      <SeatRoles roles={seat.roles} />
      <SeatButtons data={data} selected={Boolean(selected)} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={hidden} />
    </Paper>
  );
});
