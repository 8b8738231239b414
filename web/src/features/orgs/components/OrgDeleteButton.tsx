import type { Org } from '@eos/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { deleteOrganization, leaveOrg } from '../../../app/orgLive';
import { showSaveError, showSuccess } from '../../../app/toasts';

/**
 * Delete the organization (Owner, 'org.delete'), after a confirmation that names what goes with it.
 * Everyone else in it is told by the live-update hub; this tab moves on to another organization
 * itself (the hub's echo of its own delete is not shown to the one who did it).
 */
export function OrgDeleteButton({ org }: { org: Pick<Org, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteOrganization(org.id),
    onSuccess: async () => {
      showSuccess(t('ORG_DELETED', { 0: org.name }));
      await leaveOrg({ queryClient, navigate }, org.id);
    },
    onError: showSaveError,
  });

  const confirm = () =>
    modals.openConfirmModal({
      title: t('ORG_DELETE_TITLE'),
      centered: true,
      children: <Text size="sm">{t('ORG_DELETE_CONFIRM', { 0: org.name })}</Text>,
      labels: { confirm: t('ORG_DELETE'), cancel: t('CANCEL') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      loading={remove.isPending}
      onClick={confirm}
    >
      {t('ORG_DELETE')}
    </Button>
  );
}
