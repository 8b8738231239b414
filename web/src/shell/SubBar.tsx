import { Group } from '@mantine/core';
import { IconBulb, IconChecklist, IconExclamationCircle } from '@tabler/icons-react';
import { useFeatureFlag } from '../app/featureFlags';
import { useTranslation } from '../app/i18n';
import { InviteUsersButton } from '../features/invitations/InviteUsersButton';
import { UpgradeRequestControl } from '../features/notifications/UpgradeRequestControl';
import { AskAiButton } from './AskAiButton';
import { OrgSelector } from './OrgSelector';
import { QuickAddButton } from './QuickAddButton';
import type { QuickAddKind } from './useQuickAdd';
import { useShellContext } from './useShellContext';

/**
 * Organization selector, Invite (license managers), and the add actions for licensed members; an
 * Observer gets Request Upgrade and their request's status in the add actions' place.
 */
export function SubBar({ onAdd }: { onAdd: (kind: QuickAddKind) => void }) {
  const { t } = useTranslation();
  const { user, org, isObserver } = useShellContext();
  const voiceAssistant = useFeatureFlag('voice-assistant');
  const canInvite = org !== null && user.abilities.includes('license.update');
  const canAdd = org !== null && !isObserver;

  return (
    <Group h={48} px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <OrgSelector />
        {canInvite && <InviteUsersButton />}
      </Group>
      {canAdd && (
        <Group gap={6} wrap="nowrap">
          {voiceAssistant && <AskAiButton />}
          <QuickAddButton
            label={t('ADD_TODO')}
            shortcut="Alt+T"
            icon={<IconChecklist size={16} />}
            onClick={() => onAdd('todo')}
          />
          <QuickAddButton
            label={t('ADD_ISSUE')}
            shortcut="Alt+I"
            icon={<IconExclamationCircle size={16} />}
            onClick={() => onAdd('issue')}
          />
          <QuickAddButton
            label={t('ADD_HEADLINE')}
            shortcut="Alt+H"
            icon={<IconBulb size={16} />}
            onClick={() => onAdd('headline')}
          />
        </Group>
      )}
      {!canAdd && <UpgradeRequestControl />}
    </Group>
  );
}
