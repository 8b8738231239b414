import { Button } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { TractionEmptyState } from './TractionEmptyState';

/** A meeting that does not exist (or is another organization's the user is not in): say so, offer the list. */
export function TractionNotFound() {
  const { t } = useTranslation();
  return (
    <TractionEmptyState
      icon={<IconCalendarOff size={28} />}
      title={t('TRACTION_NOT_FOUND_TITLE')}
      description={t('TRACTION_NOT_FOUND_TEXT')}
    >
      <Button component={Link} to="/meetings" variant="light">
        {t('TRACTION_BACK_TO_MEETINGS')}
      </Button>
    </TractionEmptyState>
  );
}
