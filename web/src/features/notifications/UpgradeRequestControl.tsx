import type { SessionResponse } from '@eos/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowUpCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/keys';
import { useTranslation } from '../../app/i18n';
import { showSaveError, showSuccess } from '../../app/toasts';
import { useShellContext } from '../../shell/useShellContext';
import { requestUpgrade } from './api';

/**
 * The Observer's Request Upgrade (000 §4, §6): POST person/upgrade, 'Requested', and the status the
 * request is in: 'Upgrade pending approval' (no button: they have asked) or 'Upgrade not approved'
 * (with the button, to ask again). Shown only with the 'upgrade.request' ability in an organization.
 * When the request is approved the session reloads (a live person update) and the ability goes away.
 */
export function UpgradeRequestControl() {
  const { t } = useTranslation();
  const { user, org } = useShellContext();
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: requestUpgrade,
    onSuccess: ({ upgradeRequestStatus }) => {
      queryClient.setQueryData<SessionResponse>(queryKeys.session, (session) =>
        session?.user ? { ...session, user: { ...session.user, upgradeRequestStatus } } : session,
      );
      showSuccess(t('UPGRADE_REQUESTED'));
    },
    onError: showSaveError,
  });
  if (!org || !user.abilities.includes('upgrade.request')) return null;

  const status = user.upgradeRequestStatus;
  const label = status === 'Pending' ? t('UPGRADE_PENDING') : status === 'Denied' ? t('UPGRADE_NOT_APPROVED') : null;
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      {label && (
        <Text size="sm" c="dimmed" fw={500} truncate="end" title={label} data-testid="upgrade-status">
          {label}
        </Text>
      )}
      {status !== 'Pending' && (
        <Button
          size="compact-md"
          variant="light"
          leftSection={<IconArrowUpCircle size={16} aria-hidden />}
          loading={request.isPending}
          onClick={() => request.mutate()}
          style={{ flex: 'none' }}
        >
          {t('UPGRADE_REQUEST')}
        </Button>
      )}
    </Group>
  );
}
