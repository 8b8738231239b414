import { Button } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
