import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import type { Conflict } from './useAutosave';

interface ConflictNoticeProps {
  conflict: Conflict;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
  onDismiss: () => void;
}

/**
 * Someone else changed what the user is editing (docs/decisions.md 'V/TO editing'): either their
 * version is already shown, or the user's unsaved text was kept and waits for a choice.
 */
export function ConflictNotice({ conflict, onLoadTheirs, onKeepMine, onDismiss }: ConflictNoticeProps) {
  const { t } = useTranslation();
  if (conflict === 'none') return null;
  if (conflict === 'shown')
    return (
      <Alert
        color="blue"
        variant="light"
        role="status"
        withCloseButton
        closeButtonLabel={t('VTO_DISMISS')}
        onClose={onDismiss}
      >
        <Text size="sm">{t('VTO_CHANGED_BY_OTHER')}</Text>
      </Alert>
    );
  return (
    <Alert color="orange" variant="light" role="alert">
      <Text size="sm">{t('VTO_CHANGED_BY_OTHER_UNSAVED')}</Text>
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button size="xs" variant="light" onClick={onLoadTheirs}>
          {t('VTO_LOAD_THEIR_VERSION')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onKeepMine}>
          {t('VTO_KEEP_MINE')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The notice wired to one autosave. */
export function AutosaveConflict({
  autosave,
}: {
  autosave: { conflict: Conflict; loadTheirs: () => void; keepMine: () => void; dismiss: () => void };
}) {
  return (
    <ConflictNotice
      conflict={autosave.conflict}
      onLoadTheirs={autosave.loadTheirs}
      onKeepMine={autosave.keepMine}
      onDismiss={autosave.dismiss}
    />
  );
}
