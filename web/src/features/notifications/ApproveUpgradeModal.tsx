import type { Notification } from '@eos/domain';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { useSession } from '../../app/session';
import { notificationText } from './notificationText';
import { type ApprovalOption, useUpgradeDecision } from './useUpgradeDecision';

export interface ApproveUpgradeModalProps {
  orgId: string;
  /** The upgrade request being approved; null while closed. */
  notification: Notification | null;
  /** Closed: `approved` tells a done approval from Cancel. */
  onClose: (approved: boolean) => void;
}

/**
 * Approving an upgrade asks which license option to use (000 §4): upgrade this person only, or upgrade
 * and continue to subscription checkout. It stays open after a refusal so the user can read the
 * message and cancel.
 */
export function ApproveUpgradeModal({ orgId, notification, onClose }: ApproveUpgradeModalProps) {
  const { t, i18n } = useTranslation();
  const decision = useUpgradeDecision(orgId);
  const billingEnabled = useSession().data?.billingEnabled ?? false;
  const [option, setOption] = useState<ApprovalOption>('person');
  // Each request starts from the plain option.
  useEffect(() => {
    if (notification) setOption('person');
  }, [notification]);

  const approve = async () => {
    if (!notification) return;
    try {
      await decision.approve(notification, option);
      onClose(true);
    } catch {
      // The ERROR toast is shown by the decision hook.
    }
  };

  return (
    <Modal
      opened={notification !== null}
      onClose={() => onClose(false)}
      title={t('UPGRADE_APPROVE_TITLE')}
      centered
      size="md"
    >
      <Stack gap="md">
        {notification && <Text size="sm">{notificationText(i18n, notification)}</Text>}
        {/* The checkout option only where the deployment bills (BILLING_PROVIDER sandbox or stripe). */}
        {billingEnabled && (
          <Radio.Group
            label={t('UPGRADE_APPROVE_QUESTION')}
            value={option}
            onChange={(value) => setOption(value as ApprovalOption)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="person" label={t('UPGRADE_APPROVE_PERSON_ONLY')} />
              <Radio value="checkout" label={t('UPGRADE_APPROVE_WITH_CHECKOUT')} />
            </Stack>
          </Radio.Group>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onClose(false)} disabled={decision.approving} data-autofocus>
          {t('CANCEL')}
        </Button>
        <Button onClick={() => void approve()} loading={decision.approving}>
          {t('NOTIFICATION_APPROVE')}
        </Button>
      </Group>
    </Modal>
  );
}
