import type { Seat } from '@eos/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconExclamationCircle, IconNotes, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { useChartActions } from './chartActions';

interface SeatMenuProps {
  seat: Seat;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * A seat's context menu (001 §3): Edit Seat, Add Issue, Notes, Add Assistant, Remove Seat. Readers keep
 * Notes (to read) and, unless Observers, Add Issue; the root is never removed and an assistant has no
 * assistant of its own.
 */
export function SeatMenu({ seat, opened, onChange }: SeatMenuProps) {
  const { t } = useTranslation();
  const actions = useChartActions();
  const { isObserver } = useShellContext();
  const { editable } = actions;
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className="nodrag nopan"
          aria-label={t('AC_ACTIONS', { 0: seat.title })}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      {/* On the canvas: a press in the menu is no drag, pan or zoom of the chart. */}
      <Menu.Dropdown className="nodrag nopan nowheel">
        {editable && (
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => actions.edit(seat)}>
            {t('AC_MENU_EDIT')}
          </Menu.Item>
        )}
        {!isObserver && (
          <Menu.Item
            leftSection={<IconExclamationCircle size={14} aria-hidden />}
            onClick={() => actions.addIssue(seat)}
          >
            {t('AC_MENU_ADD_ISSUE')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconNotes size={14} aria-hidden />} onClick={() => actions.notes(seat)}>
          {t('AC_MENU_NOTES')}
        </Menu.Item>
        {editable && !seat.isAssistant && (
          <Menu.Item leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => actions.addAssistant(seat)}>
            {t('AC_MENU_ADD_ASSISTANT')}
          </Menu.Item>
        )}
        {editable && !seat.isRoot && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => actions.remove(seat)}>
            {t('AC_MENU_REMOVE')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
