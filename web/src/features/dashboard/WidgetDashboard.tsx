import { DASHBOARD, type Widget, WidgetTypes } from '@eos/domain';
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconLayoutGridAdd, IconListDetails, IconRestore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/keys';
import { useTranslation } from '../../app/i18n';
import { showSaveError, showSuccess } from '../../app/toasts';
import { ComingEmptyState } from '../../components/ComingEmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useShellContext } from '../../shell/useShellContext';
import { type DashboardView, resetDashboard, useSetDashboardKind } from './api';
import { EndedMeetingCards } from './EndedMeetingCards';
import { DashboardGrid } from './grid/DashboardGrid';
import { addWidget, removeWidget, setWidgetFilters } from './layout';
import { AddWidgetPopup } from './popups/AddWidgetPopup';
import { ApplyFilterPopup } from './popups/ApplyFilterPopup';
import { useDashboardLayout } from './useDashboardLayout';

interface WidgetDashboardProps {
  stored: DashboardView;
  /** /new while the new-dashboard flag is off: a preview, with a note and no switch back to classic. */
  preview?: boolean;
}

/** The person's widgets (001 §2): add, filter, arrange and remove them; every change is saved for them. */
export function WidgetDashboard({ stored, preview = false }: WidgetDashboardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { org, isObserver } = useShellContext();
  const { widgets, change } = useDashboardLayout(stored);
  const setKind = useSetDashboardKind();
  const [adding, setAdding] = useState(false);
  const [filtering, setFiltering] = useState<Widget | null>(null);
  const full = WidgetTypes.every(
    (type) => widgets.filter((w) => w.widgetSettings.type === type).length >= DASHBOARD.widgetsPerType,
  );

  const reset = () =>
    modals.openConfirmModal({
      title: t('DASHBOARD_RESET'),
      centered: true,
      children: <Text size="sm">{t('DASHBOARD_RESET_CONFIRM')}</Text>,
      labels: { confirm: t('DASHBOARD_RESET'), cancel: t('CANCEL') },
      onConfirm: () =>
        void resetDashboard()
          .then((view) => {
            if (org) queryClient.setQueryData(queryKeys.dashboard(org.id), view);
            showSuccess(t('DASHBOARD_RESET_DONE'));
          })
          .catch(showSaveError),
    });

  const addButton = (
    <Button leftSection={<IconLayoutGridAdd size={18} aria-hidden />} onClick={() => setAdding(true)} disabled={full}>
      {t('DASHBOARD_ADD_WIDGET')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t(preview ? 'NEW_DASHBOARD_TITLE' : 'DASHBOARD_TITLE')}
        actions={
          <Group gap="xs">
            {addButton}
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('DASHBOARD_OPTIONS')}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={reset}>
                  {t('DASHBOARD_RESET')}
                </Menu.Item>
                {!preview && (
                  <Menu.Item
                    leftSection={<IconListDetails size={16} aria-hidden />}
                    onClick={() => void setKind('classic').catch(showSaveError)}
                  >
                    {t('DASHBOARD_USE_CLASSIC')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        }
      />
      {preview && (
        <Text size="sm" c="dimmed" mb="md">
          {t('DASHBOARD_PREVIEW_NOTE')}
        </Text>
      )}
      <EndedMeetingCards />
      {widgets.length === 0 ? (
        <ComingEmptyState
          icon={<IconLayoutGridAdd size={28} />}
          title={t('DASHBOARD_EMPTY_TITLE')}
          description={t('DASHBOARD_EMPTY_HINT')}
        >
          {addButton}
          <Button variant="default" onClick={reset}>
            {t('DASHBOARD_RESET')}
          </Button>
        </ComingEmptyState>
      ) : (
        <DashboardGrid
          widgets={widgets}
          readOnly={isObserver}
          onChange={change}
          onFilter={setFiltering}
          onRemove={(key) => change(removeWidget(widgets, key))}
        />
      )}
      {adding && (
        <AddWidgetPopup
          widgets={widgets}
          onAdd={(type, filters) => change(addWidget(widgets, type, filters))}
          onClose={() => setAdding(false)}
        />
      )}
      {filtering && (
        <ApplyFilterPopup
          widget={filtering}
          onApply={(filters) => change(setWidgetFilters(widgets, filtering.i, filters))}
          onClose={() => setFiltering(null)}
        />
      )}
    </>
  );
}
