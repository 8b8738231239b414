import type { Widget } from '@eos/domain';
import { Box, Card, Group, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { filterLabelKeys, hasFilters } from '../filters';
import type { Nudge } from '../layout';
import { WIDGET_KINDS } from '../widgetTypes';
import { WidgetMenu } from './WidgetMenu';

export const DRAG_HANDLE = 'widget-drag-handle';

interface WidgetFrameProps {
  widget: Widget;
  readOnly: boolean;
  /** Drag by the title bar (desktop); on phones widgets stack and keep their order. */
  draggable: boolean;
  /** Phones: the card is as tall as its content up to this, instead of filling a grid cell. */
  maxHeight?: number;
  onFilter: (widget: Widget) => void;
  onNudge?: (key: string, nudge: Nudge) => void;
  onRemove: (key: string) => void;
}

/** One widget: its title bar (what it shows and for whom, the drag handle, its menu) over its body. */
export function WidgetFrame({ widget, readOnly, draggable, maxHeight, onFilter, onNudge, onRemove }: WidgetFrameProps) {
  const { t } = useTranslation();
  const type = widget.widgetSettings.type;
  const { Body, Icon } = WIDGET_KINDS[type];
  const name = t(`WIDGET_TYPE_${type}`);
  const filters = filterLabelKeys(widget).map((key) => t(key));
  // The region's name spelled out: a name computed from the styled title loses the spaces around '·'.
  const label = [name, ...filters].join(' · ');
  return (
    <Card
      withBorder
      padding={0}
      h={maxHeight ? undefined : '100%'}
      mah={maxHeight}
      component="section"
      aria-label={label}
      data-widget={type}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group
        className={draggable ? DRAG_HANDLE : undefined}
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="sm"
        py={6}
        style={{
          borderBottom: '1px solid var(--mantine-color-default-border)',
          cursor: draggable ? 'grab' : undefined,
        }}
      >
        <Group gap={6} wrap="nowrap" miw={0}>
          {draggable && (
            <IconGripVertical size={16} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
          )}
          <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text component="h2" fw={600} size="sm" truncate title={label}>
            {name}
            {filters.length > 0 && (
              <Text span c="dimmed" size="sm" fw={400}>
                {` · ${filters.join(' · ')}`}
              </Text>
            )}
          </Text>
        </Group>
        <WidgetMenu
          name={name}
          onFilter={hasFilters(type) ? () => onFilter(widget) : undefined}
          onNudge={onNudge && ((nudge) => onNudge(widget.i, nudge))}
          onRemove={() => onRemove(widget.i)}
        />
      </Group>
      <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <Body widget={widget} readOnly={readOnly} />
      </Box>
    </Card>
  );
}
