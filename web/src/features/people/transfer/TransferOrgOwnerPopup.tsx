import { isTransferCandidate, type Org, type OwnerTransferResponse } from '@eos/domain';
import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { beginOwnWrite } from '../../../app/liveEcho';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { usePaidUsers } from '../api';
import { usePeopleViewer } from '../usePeopleViewer';

interface TransferOrgOwnerPopupProps {
  org: Pick<Org, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * TransferOrgOwnerPopup (001 §2, §4, §5): choose the new Owner among the paid users who joined and are
 * not the caller nor an implementer, then Confirm (PUT org/owner/{id}). The caller becomes an Admin.
 */
export function TransferOrgOwnerPopup({ org, opened, onClose }: TransferOrgOwnerPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('TRANSFER_TITLE')} centered>
      {opened && <TransferForm org={org} onClose={onClose} />}
    </Modal>
  );
}

function TransferForm({ org, onClose }: Omit<TransferOrgOwnerPopupProps, 'opened'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = usePeopleViewer();
  const paid = usePaidUsers(org.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const candidates = (paid.data ?? []).filter((p) => isTransferCandidate(p, viewer.actor.personId));

  const transfer = useMutation({
    mutationFn: async (personId: string) => {
      // The server tells this user their role changed; they did it themselves, so no dialog for it.
      const settled = beginOwnWrite('role', viewer.actor.personId);
      try {
        return await api.put<OwnerTransferResponse>(`org/owner/${personId}`, {}, { quiet: true });
      } finally {
        settled();
      }
    },
    onSuccess: (answer) => {
      showSuccess(t('TRANSFER_SUCCESS', { 0: answer.person.name }));
      onClose();
      // The caller is an Admin now: what they may see and do comes with the session.
      for (const queryKey of [queryKeys.session, queryKeys.org(org.id), queryKeys.peopleLists]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: showSaveError,
  });

  const confirm = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    transfer.mutate(chosen);
  };

  if (paid.isPending) return <Skeleton height={120} aria-busy="true" />;

  return (
    <Stack gap="md">
      <Text size="sm">{t('TRANSFER_EXPLAIN', { 0: org.name })}</Text>
      {candidates.length === 0 ? (
        <Alert variant="light" color="yellow">
          <Stack gap="xs">
            <Text size="sm">{t('TRANSFER_NO_CANDIDATES')}</Text>
            <Text size="sm">{t('TRANSFER_NO_CANDIDATES_HOW')}</Text>
            {/* A plain button: an orange link on the yellow note reads below 4.5:1. */}
            <Button
              component={Link}
              to={`/org/detail/${org.id}/license`}
              variant="default"
              size="xs"
              onClick={onClose}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('TRANSFER_GO_TO_LICENSE')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Select
          label={t('TRANSFER_NEW_OWNER')}
          placeholder={t('TRANSFER_NEW_OWNER_PLACEHOLDER')}
          withAsterisk
          searchable
          data={candidates.map((p) => ({ value: p.id, label: `${viewer.nameOf(p)} (${p.email})` }))}
          value={chosen}
          onChange={(id) => {
            setChosen(id);
            setMissing(false);
          }}
          error={missing ? <span role="alert">{t('VAL_REQUIRED')}</span> : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('CANCEL')}
        </Button>
        {candidates.length > 0 && (
          <Button onClick={confirm} loading={transfer.isPending}>
            {t('TRANSFER_CONFIRM')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
