import type { Meeting } from '@eos/domain';
import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { ChangeOwnerPopup } from '../modals/ChangeOwnerPopup';
import { DownloadMenu } from './DownloadMenu';

/** The meeting's actions; the server's abilities decide which show (nothing is guessed client-side). */
export function TractionActions({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const openModalRoute = useOpenModalRoute();
  const [ownerOpen, setOwnerOpen] = useState(false);
  return (
    <Group gap="xs" wrap="wrap">
      {meeting.abilities.canEdit && (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => openModalRoute(`/meeting/${meeting.id}`)}
        >
          {t('TRACTION_EDIT')}
        </Button>
      )}
      {meeting.abilities.canChangeOwner && (
        <Button
          variant="default"
          leftSection={<IconUserShare size={16} aria-hidden />}
          onClick={() => setOwnerOpen(true)}
        >
          {t('TRACTION_CHANGE_OWNER')}
        </Button>
      )}
      <DownloadMenu meeting={meeting} />
      <Button
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        onClick={() => openModalRoute(`/meeting/live/${meeting.id}`)}
      >
        {meeting.canJoin ? t('TRACTION_JOIN') : t('TRACTION_START')}
      </Button>
      {meeting.abilities.canChangeOwner && (
        <ChangeOwnerPopup meeting={meeting} opened={ownerOpen} onClose={() => setOwnerOpen(false)} />
      )}
    </Group>
  );
}
