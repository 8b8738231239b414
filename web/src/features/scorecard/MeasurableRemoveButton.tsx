import type { Measurable } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../app/i18n';
import { ConfirmRemoveButton } from '../items/popups/ConfirmRemoveButton';
import { removeMeasurableWithToast } from './confirmRemoveMeasurable';

/** The edit popup's Remove: asks, DELETE scorecard/{s}/{id}, 'Removed: {title}', and the popup closes. */
export function MeasurableRemoveButton({ measurable, onRemoved }: { measurable: Measurable; onRemoved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ConfirmRemoveButton
      title={t('MEASURABLE_REMOVE_TITLE')}
      message={t('MEASURABLE_REMOVE_CONFIRM', { 0: measurable.title })}
      onConfirm={async () => {
        if (await removeMeasurableWithToast(queryClient, measurable)) onRemoved();
      }}
    />
  );
}
