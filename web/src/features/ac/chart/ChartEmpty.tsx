import { Button, EmptyState } from '@mantine/core';
import { IconHierarchy2, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';

/** A chart without seats: editors are invited to add the top seat, readers told nobody drew it yet. */
export function ChartEmpty({ editable, onAddTop }: { editable: boolean; onAddTop: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      variant="light"
      icon={<IconHierarchy2 size={28} />}
      title={t('AC_EMPTY_TITLE')}
      description={t(editable ? 'AC_EMPTY_EDITOR' : 'AC_EMPTY_READER')}
      py="xl"
    >
      {editable && (
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddTop}>
            {t('AC_ADD_TOP_SEAT')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
