import type { Notification } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { showSaveError, showSuccess } from '../../app/toasts';
import { decideUpgrade } from './api';
import { applyNotificationChange } from './notificationCache';

/** Which license option an approval uses (000 §4): upgrade the person only, or go on to checkout. */
export type ApprovalOption = 'person' | 'checkout';

/**
 * Approve or deny an Observer's upgrade request from its notification (POST its approvalUrl / denyUrl).
 * Approving toasts 'Request Completed' and, for the checkout option, opens subscription checkout;
 * denying toasts 'Updated'. Either hides the notification's buttons. A refusal shows the server's first
 * message, else 'An unknown error occurred' (002 §8), and rejects so a modal can stay open.
 */
export function useUpgradeDecision(orgId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actioned = (id: string) => applyNotificationChange(queryClient, orgId, { kind: 'actioned', ids: [id] });

  const approve = useMutation({
    mutationFn: ({ notification }: { notification: Notification; option: ApprovalOption }) =>
      decideUpgrade(notification.approvalUrl ?? ''),
    onSuccess: (_answer, { notification, option }) => {
      actioned(notification.id);
      showSuccess(t('UPGRADE_REQUEST_COMPLETED'));
      if (option === 'checkout') navigate('/checkout');
    },
    onError: showSaveError,
  });
  const deny = useMutation({
    mutationFn: (notification: Notification) => decideUpgrade(notification.denyUrl ?? ''),
    onSuccess: (_answer, notification) => {
      actioned(notification.id);
      showSuccess(t('UPGRADE_DECISION_UPDATED'));
    },
    onError: showSaveError,
  });
  return {
    approve: (notification: Notification, option: ApprovalOption) => approve.mutateAsync({ notification, option }),
    approving: approve.isPending,
    deny: (notification: Notification) => deny.mutate(notification),
    denyingId: deny.isPending ? deny.variables?.id : undefined,
  };
}
