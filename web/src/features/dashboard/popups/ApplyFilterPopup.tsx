import type { Widget } from '@eos/domain';
import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { choiceOf, filtersOf, isChoiceComplete } from '../filters';
import { WidgetFilterFields } from './WidgetFilterFields';

interface ApplyFilterPopupProps {
  widget: Widget;
  onApply: (filters: Widget['filters']) => void;
  onClose: () => void;
}

/** Apply Filter (000 §2): a widget's filters changed later; Save is disabled while no option is on. */
export function ApplyFilterPopup({ widget, onApply, onClose }: ApplyFilterPopupProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const type = widget.widgetSettings.type;
  const [choice, setChoice] = useState(() => choiceOf(widget));
  const save = () => {
    onApply(filtersOf(type, choice, user.personId ?? ''));
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('APPLY_FILTER')} size="sm">
      <WidgetFilterFields type={type} value={choice} onChange={setChoice} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('CANCEL')}
        </Button>
        <Button onClick={save} disabled={!isChoiceComplete(type, choice)}>
          {t('SAVE')}
        </Button>
      </Group>
    </Modal>
  );
}
