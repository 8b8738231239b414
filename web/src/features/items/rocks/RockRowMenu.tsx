import { type Rock, TIMINGS } from '@eos/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPencil, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { afterItemWrite } from '../api/entityCache';
import { openItemPopup } from '../popups/store';

/**
 * A Rock row's menu, for people who may change the Rock: edit, and take the Rock out of this meeting (POST rocks/remove-in-meeting). The
 * server skips what it may not remove rather than failing, so a shorter answer means it failed.
 */
export function RockRowMenu({ rock, tractionId }: { rock: Rock; tractionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const removeFromMeeting = async () => {
    setBusy(true);
    try {
      const answer = await api.post<{ rocksRemoved: string[] }>(`rocks/remove-in-meeting/${tractionId}`, [rock.id], {
        quiet: true,
      });
      if (answer.rocksRemoved.includes(rock.id)) showSuccess(t('ROCKS_REMOVED_FROM_MEETING'));
      else
        notifications.show({
          color: 'red',
          title: t('ERROR_TITLE'),
          message: t('ERR_ROCKS_NOT_REMOVED'),
          autoClose: TIMINGS.toastDefaultMs,
        });
      // It left this meeting (or, in no meeting any more, was removed): lists and the cached Rock refresh.
      afterItemWrite(queryClient, 'rock', []);
      void queryClient.invalidateQueries({ queryKey: queryKeys.item('rock', rock.id) });
    } catch (error) {
      showSaveError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('ITEM_ACTIONS', { 0: rock.title })} loading={busy}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => openItemPopup({ kind: 'rock', id: rock.id })}
        >
          {t('ITEM_EDIT')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconX size={14} aria-hidden />} onClick={removeFromMeeting}>
          {t('ROCK_REMOVE_FROM_MEETING')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
