import { ActionIcon, Menu } from '@mantine/core';
import { IconAlertCircle, IconChartLine, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { showSaveError } from '../../app/toasts';
import { useShellContext } from '../../shell/useShellContext';
import { afterItemWrite } from '../items/api/entityCache';
import { itemToasts } from '../items/api/toasts';
import { openItemPopup } from '../items/popups/store';
import { useAddAsIssueOverride } from './addAsIssueOverride';
import { confirmRemoveMeasurable } from './confirmRemoveMeasurable';
import { addMeasurableAsIssue, type GridMeasurable } from './scorecardApi';

interface MeasurableRowMenuProps {
  measurable: GridMeasurable;
  onTrend: () => void;
}

/**
 * A row's actions: its trend chart for everyone; Add as issue for those who add items; Edit and
 * Remove for those who may change the measurable.
 */
export function MeasurableRowMenu({ measurable: m, onTrend }: MeasurableRowMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isObserver } = useShellContext();
  const canEdit = m.abilities.canEdit && !isObserver;
  const [busy, setBusy] = useState(false);
  const override = useAddAsIssueOverride();

  const addAsIssue = async () => {
    setBusy(true);
    try {
      if (override) return await override(m);
      const issue = await addMeasurableAsIssue(m.scorecardId, m.id);
      afterItemWrite(queryClient, 'issue', [issue]);
      itemToasts.created(issue.title);
    } catch (error) {
      showSaveError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('ITEM_ACTIONS', { 0: m.title })} loading={busy}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconChartLine size={14} aria-hidden />} onClick={onTrend}>
          {t('MEASURABLE_TREND')}
        </Menu.Item>
        {!isObserver && (
          <Menu.Item leftSection={<IconAlertCircle size={14} aria-hidden />} onClick={() => void addAsIssue()}>
            {t('MEASURABLE_ADD_AS_ISSUE')}
          </Menu.Item>
        )}
        {canEdit && (
          <Menu.Item
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => openItemPopup({ kind: 'measurable', id: m.id, scorecardId: m.scorecardId })}
          >
            {t('ITEM_EDIT')}
          </Menu.Item>
        )}
        {canEdit && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => confirmRemoveMeasurable(queryClient, m)}
          >
            {t('ITEM_REMOVE')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
