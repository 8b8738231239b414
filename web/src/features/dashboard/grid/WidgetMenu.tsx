import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsMove, IconDots, IconFilter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import type { Nudge } from '../layout';

const NUDGES: Nudge[] = ['up', 'down', 'left', 'right', 'wider', 'narrower', 'taller', 'shorter'];

interface WidgetMenuProps {
  name: string;
  onFilter?: () => void;
  /** Absent on phones, where widgets stack in one column and keep their order. */
  onNudge?: (nudge: Nudge) => void;
  onRemove: () => void;
}

/** A widget's actions; Arrange is the keyboard's drag and resize, one cell at a time. */
export function WidgetMenu({ name, onFilter, onNudge, onRemove }: WidgetMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('WIDGET_MENU', { 0: name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onFilter && (
          <Menu.Item leftSection={<IconFilter size={16} aria-hidden />} onClick={onFilter} closeMenuOnClick>
            {t('WIDGET_MENU_FILTER')}
          </Menu.Item>
        )}
        {onNudge && (
          <>
            <Menu.Label>
              <IconArrowsMove size={12} aria-hidden /> {t('WIDGET_MENU_ARRANGE')}
            </Menu.Label>
            {NUDGES.map((nudge) => (
              <Menu.Item key={nudge} onClick={() => onNudge(nudge)}>
                {t(`WIDGET_MOVE_${nudge}`)}
              </Menu.Item>
            ))}
            <Menu.Divider />
          </>
        )}
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove} closeMenuOnClick>
          {t('WIDGET_MENU_REMOVE')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
