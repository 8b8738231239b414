import { DASHBOARD, type Widget, type WidgetType, WidgetTypes } from '@eos/domain';
import { Button, Group, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { defaultChoice, filtersOf, hasFilters, isChoiceComplete } from '../filters';
import { canAddWidget } from '../layout';
import { WIDGET_KINDS } from '../widgetTypes';
import { WidgetFilterFields } from './WidgetFilterFields';

interface AddWidgetPopupProps {
  widgets: readonly Widget[];
  onAdd: (type: WidgetType, filters: Widget['filters']) => void;
  onClose: () => void;
}

/**
 * AddWidgetPopup in two steps (001 §4): ChooseWidget picks the type (a type with 4 widgets says so
 * and cannot be picked), then its filters; meetings and measurables are added at step 1.
 */
export function AddWidgetPopup({ widgets, onAdd, onClose }: AddWidgetPopupProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [type, setType] = useState<WidgetType | null>(null);
  const [choice, setChoice] = useState(() => defaultChoice('todos'));

  const pick = (picked: WidgetType) => {
    if (!hasFilters(picked)) {
      onAdd(picked, []);
      onClose();
      return;
    }
    setChoice(defaultChoice(picked));
    setType(picked);
  };
  const add = () => {
    if (!type) return;
    onAdd(type, filtersOf(type, choice, user.personId ?? ''));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={type ? t('WIDGET_FILTERS_STEP') : t('CHOOSE_WIDGET')} size="md">
      {type ? (
        <>
          <WidgetFilterFields type={type} value={choice} onChange={setChoice} />
          <Group justify="space-between" mt="lg">
            <Button variant="default" onClick={() => setType(null)}>
              {t('WIDGET_BACK')}
            </Button>
            <Button onClick={add} disabled={!isChoiceComplete(type, choice)}>
              {t('WIDGET_ADD')}
            </Button>
          </Group>
        </>
      ) : (
        <ChooseWidget widgets={widgets} onPick={pick} />
      )}
    </Modal>
  );
}

/** ChooseWidget: the six types, each with what it shows; full ones disabled with the spec's message. */
function ChooseWidget({ widgets, onPick }: { widgets: readonly Widget[]; onPick: (type: WidgetType) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('CHOOSE_WIDGET_HINT', { 0: DASHBOARD.widgetsPerType })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {WidgetTypes.map((type) => {
          const { Icon } = WIDGET_KINDS[type];
          const name = t(`WIDGET_TYPE_${type}`);
          const full = !canAddWidget(widgets, type);
          return (
            <UnstyledButton
              key={type}
              onClick={() => onPick(type)}
              disabled={full}
              aria-describedby={full ? `full-${type}` : undefined}
              p="sm"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                opacity: full ? 0.6 : 1,
                cursor: full ? 'not-allowed' : 'pointer',
              }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Icon size={22} aria-hidden style={{ flexShrink: 0 }} />
                <div>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  {full && (
                    <Text id={`full-${type}`} size="xs" c="dimmed">
                      {t('DASHBOARD_MAX_WIDGETS', { 0: name })}
                    </Text>
                  )}
                </div>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
