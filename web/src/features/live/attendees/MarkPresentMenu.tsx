import { Button, Menu } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';
import { useAttendeeName } from './useAttendeeName';

/** 'Mark present': invitees who are not in the meeting, joined as offline attendees (join-offline). */
export function MarkPresentMenu() {
  const { t } = useTranslation();
  const { state, meeting, canWrite } = useLive();
  const { send, busy } = useLiveSend();
  const nameOf = useAttendeeName();
  if (!canWrite || !meeting) return null;
  const present = new Set(state.attendees.map((a) => a.personId));
  const absent = meeting.invitees.filter((p) => !present.has(p.id));
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="xs" leftSection={<IconUserPlus size={14} aria-hidden />} loading={busy}>
          {t('LIVE_MARK_PRESENT')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {absent.length === 0 ? (
          <Menu.Item disabled>{t('LIVE_EVERYONE_PRESENT')}</Menu.Item>
        ) : (
          absent.map((person) => (
            <Menu.Item key={person.id} onClick={() => void send('join-offline', { personId: person.id })}>
              {nameOf(person)}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
