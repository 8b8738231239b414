import { Button, EmptyState } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { EnrolTwoStepPopup } from './EnrolTwoStepPopup';

/**
 * The organization requires two-step verification and the user has not turned it on: what stands in
 * for its pages until they do (the org selector, their own settings and sign-out still work).
 */
export function TwoStepRequiredScreen() {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [enrolling, setEnrolling] = useState(false);
  return (
    <EmptyState variant="light" icon={<IconShieldLock size={28} aria-hidden />} py="xl">
      {/* The page's heading: this screen is all the page there is. */}
      <EmptyState.Title order={1}>{t('TWO_STEP_REQUIRED_TITLE')}</EmptyState.Title>
      <EmptyState.Description>{t('ERR_TWO_STEP_REQUIRED')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button leftSection={<IconShieldLock size={16} aria-hidden />} onClick={() => setEnrolling(true)}>
          {t('TWO_STEP_TURN_ON')}
        </Button>
      </EmptyState.Actions>
      {enrolling && <EnrolTwoStepPopup email={user.email} onClose={() => setEnrolling(false)} />}
    </EmptyState>
  );
}
